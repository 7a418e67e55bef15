/** Files travel inside JSON payloads as base64 (spec §7). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('app.common.please_check_file'));
    reader.readAsDataURL(file);
  });
}

export interface FileInputValue {
  rawFile?: File;
  src?: string;
  title?: string;
}

export function isNewUpload(v: unknown): v is FileInputValue & { rawFile: File } {
  return !!v && typeof v === 'object' && (v as FileInputValue).rawFile instanceof File;
}
