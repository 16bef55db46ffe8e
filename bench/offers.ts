/**
 * Generating and signing a 3-page offer with the built-in signer: the letter (two pages of text
 * with variables filled in) and its signatures page made with pdf-lib, the candidate's typed
 * signature and a countersigner's drawn one stamped on, then the certificate page and the seal
 * with the server's certificate (@signpdf), and the verification a reader does. No database: this
 * is the CPU and memory of the documents alone. Time per step (median, p95 over RUNS) and the
 * process's peak RSS and heap after the runs.
 *
 *   node --import tsx bench/offers.ts
 *   RUNS=50 node --import tsx bench/offers.ts
 */
import { deflateSync } from 'node:zlib';
import {
  builtinSigner,
  sha256Hex,
  letterBlocks,
  letterPdf,
  offerTexts,
  certificateFingerprint,
  makeSigningCertificate,
} from '../server/modules/offer-letter/index.ts';

const RUNS = Number(process.env.RUNS ?? 20);

const paragraph =
  'Nos complace ofrecerte el puesto de {{job_title}} en {{company_name}}. El salario anual bruto será de {{salary}} euros, pagadero en doce mensualidades, con revisión anual según los resultados y la política retributiva de la empresa vigente en cada momento.';
const template = [
  '# Oferta de empleo',
  'Hola {{candidate_first_name}}:',
  ...Array.from(
    { length: 14 },
    (_, i) => `## Cláusula ${i + 1}\n\n${paragraph}\n\n- Inicio: {{start_date}}\n- Lugar: {{location}}`,
  ),
].join('\n\n');
const values = {
  candidate_first_name: 'Dana',
  job_title: 'Mozo de almacén',
  company_name: 'Demo Company',
  salary: '42.000',
  start_date: '2027-01-04',
  location: 'Madrid',
};

/** A 400 x 130 PNG with a scribble, as a signature pad would send. */
function signaturePng(): Uint8Array {
  const width = 400;
  const height = 130;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const ink = Math.abs(y - (65 + 40 * Math.sin(x / 25))) < 2;
      row.writeUInt32BE(ink ? 0x13294bff : 0x00000000, 1 + x * 4);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
};

const made = makeSigningCertificate();
const signer = builtinSigner({ ...made, fingerprint: certificateFingerprint(made.p12, made.passphrase) });
const texts = offerTexts('es');
const png = signaturePng();
const times: Record<string, number[]> = { generate: [], 'stamp x2': [], seal: [], verify: [], total: [] };
let pages = 0;
let bytes = 0;
let peakRss = 0;

for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const sent = await letterPdf({
    language: 'es',
    title: 'Oferta',
    subtitle: texts.offerFor('Mozo de almacén', 'Demo Company'),
    blocks: letterBlocks(template, values),
    signers: [
      { name: 'Dana Lee', sign_order: 1 },
      { name: 'Olivia Owner', sign_order: 2 },
    ],
    labels: { signatures: texts.signatures, signer: texts.signer, page: texts.page },
  });
  const t1 = performance.now();
  const first = await signer.stamp(sent, {
    index: 0,
    signerCount: 2,
    name: 'Dana Lee',
    line: texts.signedLine('Dana Lee', '2026-11-23 10:00 UTC', '203.0.113.7'),
  });
  const second = await signer.stamp(first, {
    index: 1,
    signerCount: 2,
    name: 'Olivia Owner',
    line: texts.signedLine('Olivia Owner', '2026-11-23 11:00 UTC', '198.51.100.2'),
    png,
  });
  const t2 = performance.now();
  const sealed = await signer.seal(
    second,
    {
      offer_uuid: '00000000-0000-4000-8000-000000000000',
      company: 'Demo Company',
      job_title: 'Mozo de almacén',
      signers: [
        {
          name: 'Dana Lee',
          email: 'dana@example.com',
          signed_at: '2026-11-23T10:00:00Z',
          ip: '203.0.113.7',
          document_sha256: sha256Hex(sent),
        },
        {
          name: 'Olivia Owner',
          email: 'owner@example.com',
          signed_at: '2026-11-23T11:00:00Z',
          ip: '198.51.100.2',
          document_sha256: sha256Hex(first),
        },
      ],
    },
    'es',
  );
  const t3 = performance.now();
  const result = await signer.verify(sealed.pdf);
  const t4 = performance.now();
  if (!result.valid) throw new Error(`verification failed: ${result.reason}`);
  pages = sealed.pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  bytes = sealed.pdf.length;
  times.generate!.push(t1 - t0);
  times['stamp x2']!.push(t2 - t1);
  times.seal!.push(t3 - t2);
  times.verify!.push(t4 - t3);
  times.total!.push(t4 - t0);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}

const letterPages = pages - 2;
console.log(
  `offer: ${letterPages} letter page(s) + signatures page + certificate page = ${pages} pages, ${Math.round(bytes / 1024)} KB sealed; ${RUNS} runs`,
);
console.log('| step | median | p95 | max |');
console.log('|---|---|---|---|');
for (const [step, xs] of Object.entries(times)) {
  const s = stats(xs);
  console.log(`| ${step} | ${s.median.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.max.toFixed(1)} ms |`);
}
const memory = process.memoryUsage();
console.log(
  `peak RSS ${Math.round(peakRss / 1048576)} MB; heap used after the runs ${Math.round(memory.heapUsed / 1048576)} MB`,
);
