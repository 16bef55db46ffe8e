/**
 * Multipart file uploads, shared by the routes that take one file (resume, screening answer files,
 * applicant documents). Multipart is registered only in the scope this opens, so no other endpoint
 * accepts a multipart body. A POST announcing more than the file limit plus the envelope is refused
 * with the route's 413 before its body is read; the file is read with a stream limit, so a body that
 * lied about its length is refused with the same 413. Routes check access before calling a reader,
 * so nobody learns anything from an upload they may not make; the real bytes are sniffed by each
 * route's service.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, invalid } from './http-error.ts';

/** Room for the multipart envelope and a few small fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  fileBytes: number;
  /** How many files one request may carry (1 when absent), and their largest sum in bytes. */
  files?: { count: number; totalBytes: number };
  /** The largest text field accepted, in bytes. */
  fieldBytes: number;
  /** The route family's 413 error. */
  tooLarge: () => HttpError;
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface FileUploads {
  /** The request's first file part; 400 when there is none, the route's 413 past the limit. */
  readFile(request: FastifyRequest): Promise<UploadedFile>;
  /** The part named `file` and every text field; only one file part is allowed. */
  readFileAndFields(request: FastifyRequest): Promise<{ file: UploadedFile; fields: Record<string, string> }>;
  /** Every file part named `field` (none is fine) and every text field, within `limits.files`. */
  readFilesAndFields(
    request: FastifyRequest,
    field: string,
  ): Promise<{ files: UploadedFile[]; fields: Record<string, string> }>;
}

const chooseFile = () => invalid('file', 'Choose a file to upload.');
const uploadInterrupted = () => invalid('file', 'The upload was interrupted. Please try again.');

/** Opens a scope that takes multipart uploads within `limits`; `routes` registers its endpoints on it. */
export function registerFileUploads(
  app: FastifyInstance,
  limits: UploadLimits,
  routes: (scope: FastifyInstance, uploads: FileUploads) => void,
): void {
  void app.register(async (scope) => {
    const fileCount = limits.files?.count ?? 1;
    const bodyBytes = limits.files?.totalBytes ?? limits.fileBytes;
    await scope.register(multipart, {
      limits: {
        fileSize: limits.fileBytes,
        files: fileCount,
        fields: 5,
        parts: fileCount + 5,
        fieldSize: limits.fieldBytes,
      },
    });
    scope.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (request.method === 'POST' && length > bodyBytes + ENVELOPE_BYTES) throw limits.tooLarge();
    });

    const uploads: FileUploads = {
      async readFile(request) {
        if (!request.isMultipart()) throw chooseFile();
        let file;
        try {
          file = await request.file();
        } catch {
          throw chooseFile();
        }
        if (!file) throw chooseFile();
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw limits.tooLarge();
          throw uploadInterrupted();
        }
        return { fileName: file.filename, bytes };
      },

      async readFileAndFields(request) {
        if (!request.isMultipart()) throw chooseFile();
        const fields: Record<string, string> = {};
        let file: UploadedFile | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
            } else {
              if (part.valueTruncated) throw invalid(part.fieldname, 'This text is too long.');
              fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
            }
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw limits.tooLarge();
          if (error instanceof scope.multipartErrors.FilesLimitError)
            throw invalid('file', 'Upload one file at a time.');
          throw uploadInterrupted();
        }
        if (!file) throw chooseFile();
        return { file, fields };
      },

      async readFilesAndFields(request, field) {
        if (!request.isMultipart()) throw invalid(field, 'Send the form as multipart/form-data.');
        const fields: Record<string, string> = {};
        const files: UploadedFile[] = [];
        let total = 0;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              if (part.fieldname !== field) continue;
              total += bytes.length;
              if (total > bodyBytes) throw limits.tooLarge();
              files.push({ fileName: part.filename, bytes });
            } else {
              if (part.valueTruncated) throw invalid(part.fieldname, 'This text is too long.');
              fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
            }
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw limits.tooLarge();
          if (error instanceof scope.multipartErrors.FilesLimitError)
            throw invalid(field, `Attach at most ${fileCount} files.`);
          throw uploadInterrupted();
        }
        return { files, fields };
      },
    };
    routes(scope, uploads);
  });
}
