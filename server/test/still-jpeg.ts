/**
 * A real 16 by 12 photo as a browser's canvas makes it (made with ffmpeg's JPEG encoder): JFIF's
 * APP0, a quantization table, Huffman tables, a baseline frame, one scan, the end.
 */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAAgKCgsKCw0NDQ0NDRAPEBAQEBAQEBAQEBASEhIVFRUSEhIQEBISFBQVFRcXFxUVFRUXFxkZGR4eHBwjIyQrKzP/' +
    'xABpAAEBAAAAAAAAAAAAAAAAAAAHBgEBAQAAAAAAAAAAAAAAAAAAAgMQAAIBAwQDAQEBAAAAAAAAAAECAwQRISISAAUGMTJBYRMRAAEDAwQDAQAAAAAAAAAA' +
    'AAEDEQIiEgQUEwAFQkFSMf/AABEIAAwAEAMBIgACEQADEQD/2gAMAwEAAhEDEQA/AIZIEj8Zp5FvumMpfONFTtWw9Yz/AHJ4t9j2E/X+QUJiItNUwQOrXKlJ' +
    'mhiJsCNShyUP4fdxccMKbuXPSIppKArD8qYSV1S2Nxvtn6xbVnia3TRVfkIjlqKsgq0qn/QbonjETK0ZKHaQTgjIsLeuEt2sOukmNNoznv5bpkUbvyy17D9O' +
    '/KSEh2eHhZLLFOKpCprcKQzNimQDFGKqYFRbbFvrn//Z',
  'base64',
);
