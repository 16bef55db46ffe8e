/**
 * What the camera check's API tests share (camera-check.test.ts, camera-check-attacks.test.ts): the
 * company's ask, a candidate's answer and photo as the device sends them, staff's reads, and JPEG
 * photos to send: one as a browser's canvas makes it and the segments a camera adds.
 */
import { randomUUID } from 'node:crypto';
import { encode } from 'jpeg-js';
import type { CompanyCast } from '../../test/company-cast.ts';
import type { TestApp } from '../../test/test-app.ts';
import { JPEG } from '../../test/still-jpeg.ts';

/** The application and timed test a request names (not necessarily the sender's own). */
export type Target = { ref_id: string; job_step_activity_id: number };

const named = (target: Target): Target => ({
  ref_id: target.ref_id,
  job_step_activity_id: target.job_step_activity_id,
});

export function cameraCheckKit(t: TestApp, cast: CompanyCast) {
  const askCamera = (isAsked: boolean) =>
    t.request({
      method: 'PUT',
      url: `/api/account/v1/${cast.demoId}/candidate-notice/`,
      token: cast.owner.token,
      body: { en: null, es: null, fr: null, ask_camera_check: isAsked },
    });

  const consent = (
    who: { token: string },
    target: Target,
    answer: 'given' | 'declined',
    decidedAt = new Date().toISOString(),
  ) =>
    t.request({
      method: 'POST',
      url: '/api/user-response/v1/camera-consent/',
      token: who.token,
      body: { ...named(target), consent: answer, decided_at: decidedAt },
    });

  /** A photo of the start (unless `over` says otherwise), the kit's JPEG unless `over` gives an image; sent in `language`. */
  const still = (who: { token: string }, target: Target, over: Record<string, unknown> = {}, language = 'en') =>
    t.request({
      method: 'POST',
      url: '/api/user-response/v1/camera-stills/',
      token: who.token,
      headers: { 'accept-language': language },
      body: {
        still_id: randomUUID(),
        ...named(target),
        moment: 'start',
        taken_at: new Date().toISOString(),
        image: JPEG.toString('base64'),
        ...over,
      },
    });

  const smartreqIdOf = async (refId: string): Promise<number> =>
    (
      await t.db
        .selectFrom('user_trackers')
        .select('user_step_tracker_id')
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).user_step_tracker_id;

  const staffList = async (who: { token: string }, refId: string) =>
    t.request({ method: 'GET', url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(refId)}/`, token: who.token });

  const staffView = async (who: { token: string }, refId: string, stillId: string) =>
    t.request({
      method: 'GET',
      url: `/api/smartreq/v1/camera-checks/${await smartreqIdOf(refId)}/stills/${stillId}/`,
      token: who.token,
    });

  return { askCamera, consent, still, staffList, staffView };
}
export type CameraCheckKit = ReturnType<typeof cameraCheckKit>;

/** A real 16 by 12 photo as a browser's canvas makes it (server/test/still-jpeg.ts, which the authorisation matrix sends too). */
export { JPEG };

/**
 * JPEG written progressively (SOF2, ten scans): made with libjpeg-turbo's `jpegtran -progressive
 * -copy none` from JPEG; the same image.
 */
export const JPEG_PROGRESSIVE = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAAgKCgsKCw0NDQ0NDRAPEBAQEBAQEBAQEBASEhIVFRUSEhIQEBISFBQVFRcXFxUVFRUXFxkZGR4eHBwjIyQrKzP/' +
    'wgARCAAMABADASIAAhEAAxEA/8QAFQABAQAAAAAAAAAAAAAAAAAABgX/xAAVAQEBAAAAAAAAAAAAAAAAAAABAv/aAAwDAQACEAMQAAABhLi6cr//xAAaEAAC' +
    'AwEBAAAAAAAAAAAAAAADBAECERMj/9oACAEBAAEFAsxYhJGxU3jxizH/xAAhEQABAgQHAAAAAAAAAAAAAAABAgMAEiEiERQxMkFCUv/aAAgBAwEBPwE45llly+UK' +
    'u13B6Sh8BSeetI//xAAfEQAABAcBAAAAAAAAAAAAAAABERITAAIEIzE0YVH/2gAIAQIBAT8B2gpxltsv9UaD8LHY/8QAHxAAAQMDBQAAAAAAAAAAAAAAAgAB' +
    'ETFRYSEyQZGy/9oACAEBAAY/Ahe8+kEckzdwy2hpjKhyK9aRFF//xAAdEAEAAgIDAQEAAAAAAAAAAAABESEAMUFxgVGR/9oACAEBAAE/IQibu8gZ9JWOof7E' +
    '1iRK9TW+3vePBCjkpBpWf//aAAwDAQACAAMAAAAQo//EABkRAQEAAwEAAAAAAAAAAAAAAAERACExUf/aAAgBAwEBPxACWkj7OKEQjaR4z//EABsRAAIBBQAA' +
    'AAAAAAAAAAAAAAERACExQVFh/9oACAECAQE/EChys+0sF5+nP//EABsQAQACAwEBAAAAAAAAAAAAAAERIQAxQVFh/9oACAEBAAE/EJ4JHeuYaq/tuNDIl4pi' +
    'wJQ18dySY9z7BOiyVvxHWD1RShDMFyFpLII1n//Z',
  'base64',
);

/** A real photo of `width` by `height` pixels (a grey gradient), baseline, as jpeg-js's encoder writes it. */
export function photoOf(width: number, height: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) rgba.fill((i % width) & 0xff, i * 4, i * 4 + 3);
  return encode({ width, height, data: rgba }, 75).data;
}

/** Where JPEG's one scan's coded data lies: from after its header to its end of image. */
function codedData(image: Buffer): { from: number; to: number } {
  const sos = image.indexOf(Buffer.from([0xff, 0xda]));
  return { from: sos + 2 + image.readUInt16BE(sos + 2), to: image.length - 2 };
}

/** JPEG with its coded data cut to its first half, then its end of image: the markers still walk. */
export function cutShort(): Buffer {
  const { from, to } = codedData(JPEG);
  return Buffer.concat([JPEG.subarray(0, from + Math.floor((to - from) / 2)), JPEG.subarray(to)]);
}

/** JPEG_PROGRESSIVE with its last scan written `times` more: more scans than a photo is taken with. */
export function withScansAgain(times: number): Buffer {
  const last = JPEG_PROGRESSIVE.lastIndexOf(Buffer.from([0xff, 0xda]));
  const scan = JPEG_PROGRESSIVE.subarray(last, -2);
  return Buffer.concat([JPEG_PROGRESSIVE.subarray(0, -2), ...Array<Buffer>(times).fill(scan), JPEG.subarray(-2)]);
}

/**
 * JPEG with its coded data overwritten by one bits (each 0xFF stuffed as 0xFF 0x00, as an encoder
 * does): no code of its Huffman tables is all ones (T.81, C), so no decoder reads past the first.
 */
export function corruptHuffman(): Buffer {
  const { from, to } = codedData(JPEG);
  const ones = Buffer.alloc(Math.floor((to - from) / 2) * 2);
  for (let i = 0; i < ones.length; i += 2) ones[i] = 0xff;
  return Buffer.concat([JPEG.subarray(0, from), ones, JPEG.subarray(to)]);
}

/** JFIF's APP0 segment: the 18 bytes after the start of image. */
const APP0_END = 2 + 18;

/** What the server keeps of JPEG: the same image without its metadata segment (D468). */
export const JPEG_KEPT = Buffer.concat([JPEG.subarray(0, 2), JPEG.subarray(APP0_END)]);

/** One marker segment: the marker, its length (the two length bytes and the payload), the payload. */
export function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** JPEG with `segments` put right after its start of image, where a camera writes EXIF. */
export const withSegments = (...segments: Buffer[]) =>
  Buffer.concat([JPEG.subarray(0, 2), ...segments, JPEG.subarray(2)]);

/** JPEG with its frame header changed: another kind of frame, or another width and height. */
export function withFrame(over: { marker?: number; width?: number; height?: number }): Buffer {
  const copy = Buffer.from(JPEG);
  const at = copy.indexOf(Buffer.from([0xff, 0xc0]));
  if (over.marker !== undefined) copy[at + 1] = over.marker;
  if (over.height !== undefined) copy.writeUInt16BE(over.height, at + 5);
  if (over.width !== undefined) copy.writeUInt16BE(over.width, at + 7);
  return copy;
}

/** An EXIF segment (APP1) with a GPS position, as a phone's camera writes one: 40°26′46.32″ N, 79°58′56.16″ W. */
export function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  // The first directory names only the GPS directory's place (tag 0x8825).
  tiff.writeUInt16BE(1, 8);
  entry(10, 0x8825, 4, 1, 26);
  // The GPS directory: latitude N and longitude W, each three rationals (degrees, minutes, seconds).
  tiff.writeUInt16BE(4, 26);
  entry(28, 0x0001, 2, 2, 0x4e000000);
  entry(40, 0x0002, 5, 3, 80);
  entry(52, 0x0003, 2, 2, 0x57000000);
  entry(64, 0x0004, 5, 3, 104);
  [40, 1, 26, 1, 4632, 100, 79, 1, 58, 1, 5616, 100].forEach((n, i) => tiff.writeUInt32BE(n, 80 + i * 4));
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}
