import { type Readable, Transform } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { count, type FileLimits, FileRefused, type ReadClock, refuse } from './limits';

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
  const message = why(error);
  return /bytes in the stream/.test(message)
    ? new FileRefused([
        {
          row: null,
          column: null,
          message: 'The xlsx file is damaged: a part holds more or less data than it declares.',
        },
      ])
    : new FileRefused([{ row: null, column: null, message: `The xlsx file is damaged (${message}).` }]);
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
      refuse(
        `The xlsx file has ${count(zip.entryCount)} parts; at most ${count(limits.maxZipEntries)} are accepted.`,
      );
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted()) refuse('The xlsx file is password-protected: save it without a password.');
      if (!entry.canDecodeFileData()) refuse('The xlsx file uses a compression this server does not read.');
      if (entries.has(entry.fileName))
        refuse(`The xlsx file is damaged: the part ${entry.fileName} appears twice.`);
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes)
        refuse(
          `The xlsx file declares that it unpacks to more than ${count(limits.maxUncompressedBytes)} bytes (a zip bomb?); split it into smaller files.`,
        );
      if (entry.fileName === SHARED_STRINGS && entry.uncompressedSize > limits.maxSharedStringsBytes)
        refuse(
          `The xlsx file's shared strings unpack to more than ${count(limits.maxSharedStringsBytes)} bytes; split it into smaller files.`,
        );
      if (WHOLE_PARTS.has(entry.fileName) && entry.uncompressedSize > limits.maxPartBytes)
        refuse(
          `The xlsx file's part ${entry.fileName} unpacks to more than ${count(limits.maxPartBytes)} bytes; save the file again with fewer styles and names.`,
        );
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
      if (!entry) refuse(`The xlsx file is damaged: the part ${name} is missing.`);
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
                  message: `The xlsx file unpacks to more than ${count(limits.maxUncompressedBytes)} bytes (a zip bomb?); split it into smaller files.`,
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
