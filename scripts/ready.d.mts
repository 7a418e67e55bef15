export declare const READY_PATH: string;
