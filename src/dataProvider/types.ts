import type { DataProvider } from 'ra-core';

/** The standard methods one resource implements; a missing one answers "not supported". */
export type ResourceHandlers = Partial<Omit<DataProvider, 'supportAbortSignal'>>;
