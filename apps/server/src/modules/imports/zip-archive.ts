import { type Readable, Transform } from 'node:stream';
import { message } from '@portal/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type FileLimits, FileRefused, type ReadClock, refuse } from './limits';

/** The parts of an xlsx, each opened as UTF-8 text whose inflated bytes count against one budget. */
export interface ZipArchive {
  has(name: string): boolean;
  open(name: string): Promise<Readable>;
  close(): void;
}

export const SHARED_STRINGS = 'xl/sharedStrings.xml';
export const WORKBOOK = 'xl/workbook.xml';
export const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
export const STYLES = 'xl/styles.xml';
/** The parts exceljs reads whole into objects besides the shared strings (each within `maxPartBytes`). */
const WHOLE_PARTS = new Set([WORKBOOK, WORKBOOK_RELS, STYLES]);

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** yauzl's errors as refusals: its size check while inflating is what catches an entry that lies. */
function asRefusal(error: unknown): FileRefused {
  if (error instanceof FileRefused) return error;
  const text = why(error);
  return /bytes in the stream/.test(text)
    ? new FileRefused([
        {
          row: null,
          column: null,
          message: 'The xlsx file is damaged: a part holds more or less data than it declares.',
        },
      ])
    : new FileRefused([{ row: null, column: null, message: message('imports.damaged', { reason: text }) }]);
}

/**
 * Opens an xlsx through its central directory (yauzl: the zip's own index, never a scan of local headers,
 * so no part is read that the index does not list) and checks it before any part is inflated: the number
 * of parts, encryption, and the declared sizes, summed, against `maxUncompressedBytes` (a zip bomb
 * declares its size honestly or is caught below). While a part is read, yauzl refuses one that inflates to
 * more bytes than it declared, and every inflated byte is counted against the same budget. Each inflated
 * chunk of any part checks the reading time (`clock`) and, when the reader's turn is over, waits for the
 * event loop before it is handed on, whatever the XML parsers do with it.
 */
export async function openZip(body: Buffer, limits: FileLimits, clock?: ReadClock): Promise<ZipArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(body, {
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: true,
    });
  } catch (error) {
    throw asRefusal(error);
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > limits.maxZipEntries)
      refuse(message('imports.tooManyParts', { count: zip.entryCount, maximum: limits.maxZipEntries }));
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) refuse('The xlsx file is password-protected: save it without a password.');
      if (!entry.canDecodeFileData()) refuse('The xlsx file uses a compression this server does not read.');
      if (entries.has(entry.fileName)) refuse(message('imports.partTwice', { part: entry.fileName }));
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes)
        refuse(message('imports.declaresTooLarge', { maximum: limits.maxUncompressedBytes }));
      if (entry.fileName === SHARED_STRINGS && entry.uncompressedSize > limits.maxSharedStringsBytes)
        refuse(message('imports.sharedStringsTooLarge', { maximum: limits.maxSharedStringsBytes }));
      if (WHOLE_PARTS.has(entry.fileName) && entry.uncompressedSize > limits.maxPartBytes)
        refuse(message('imports.partTooLarge', { part: entry.fileName, maximum: limits.maxPartBytes }));
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw asRefusal(error);
  }

  let inflated = 0;
  return {
    has: (name) => entries.has(name),
    async open(name) {
      const entry = entries.get(name);
      if (!entry) refuse(message('imports.partMissing', { part: name }));
      let raw: Readable;
      try {
        raw = await zip.openReadStreamPromise(entry);
      } catch (error) {
        throw asRefusal(error);
      }
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          if (inflated > limits.maxUncompressedBytes)
            done(
              new FileRefused([
                {
                  row: null,
                  column: null,
                  message: message('imports.unpacksTooLarge', { maximum: limits.maxUncompressedBytes }),
                },
              ]),
            );
          else {
            try {
              clock?.check();
            } catch (error) {
              done(error as Error);
              return;
            }
            if (!clock?.turnOver()) done(null, chunk);
            else
              setImmediate(() => {
                clock.newTurn();
                done(null, chunk);
              });
          }
        },
      });
      // pipe() does not pass errors on: the reader of `counted` must see yauzl's.
      raw.on('error', (error) => counted.destroy(asRefusal(error)));
      counted.on('close', () => raw.destroy());
      // Text, so that a character split between two chunks is decoded whole.
      counted.setEncoding('utf8');
      return raw.pipe(counted);
    },
    close: () => zip.close(),
  };
}
