/**
 * Files over the API where `call` does not fit: a multipart upload with progress (XMLHttpRequest,
 * since fetch cannot report upload progress) and a download of a file as a blob. Both carry the
 * access token and, on a 401, refresh the session once and retry, like `call`.
 */
import type { ErrorBody } from '../../contracts/endpoint.ts';
import { API_BASE, ApiError, currentAccessToken, refreshSession } from './api-client.ts';

export interface UploadOptions {
  /** Path below /api, e.g. '/resume/v1/'. */
  path: string;
  /** The one file of most uploads, sent as the part `file`. */
  file?: Blob;
  fileName?: string;
  /** Several files, each in its named part (an email's attachments), after `file`. */
  files?: { field: string; blob: Blob; name: string }[];
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Text fields sent before the file (e.g. a document's title and type). */
  fields?: Record<string, string>;
  /** Sent as the Idempotency-Key header, so a retried upload is stored once. */
  idempotencyKey?: string;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendOnce<T>(
  options: UploadOptions,
): Promise<{ status: number; body: unknown; retryAfter: string | null } | { data: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_BASE + options.path);
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: (body as { data: T }).data });
      else resolve({ status: xhr.status, body, retryAfter: xhr.getResponseHeader('Retry-After') });
    };
    xhr.onerror = () => reject(new ApiError({}));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    if (options.file) form.append('file', options.file, options.fileName);
    for (const file of options.files ?? []) form.append(file.field, file.blob, file.name);
    xhr.send(form);
  });
}

export async function uploadFile<T>(options: UploadOptions): Promise<T> {
  let result = await sendOnce<T>(options);
  if ('status' in result && result.status === 401 && (await refreshSession())) result = await sendOnce<T>(options);
  if ('data' in result) return result.data;
  throw new ApiError({
    status: result.status,
    body: result.body as Partial<ErrorBody> | undefined,
    retryAfter: result.retryAfter,
  });
}

/** Fetches a file from the API with the session's bearer token (one refresh on 401). */
async function fetchFile(path: string): Promise<Blob> {
  const get = () => {
    const token = currentAccessToken();
    return fetch(API_BASE + path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  };
  let response: Response;
  try {
    response = await get();
    if (response.status === 401 && (await refreshSession())) response = await get();
  } catch {
    throw new ApiError({});
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    throw new ApiError({ status: response.status, body });
  }
  return response.blob();
}

/** Fetches a file from the API and hands it to the browser as a download named `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens a file from the API in a new tab (the browser's own viewer for PDF and text). The tab is
 * opened before the fetch, while the click still counts as the user's gesture.
 */
export async function viewFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
