/** The codes meters carry: Code 128 and 39, EAN-13 and -8, and QR codes. */
const DETECTOR_FORMATS = ['code_128', 'code_39', 'ean_13', 'ean_8', 'qr_code'];
/** How often the browser's own detector looks at the camera's picture. */
const DETECT_EVERY_MS = 150;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's BarcodeDetector when it reads at least one of the meters' formats, else null. */
async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = DETECTOR_FORMATS.filter((format) => supported.includes(format));
  return formats.length ? new Detector({ formats }) : null;
}

/** Reads frames with the browser's detector until stopped; a failed frame is skipped. */
function detectLoop(detector: NativeDetector, video: HTMLVideoElement, onCode: (code: string) => void) {
  let stopped = false;
  const look = async () => {
    if (stopped) return;
    const found = await detector.detect(video).catch(() => []);
    const code = found.find((barcode) => barcode.rawValue)?.rawValue;
    if (code && !stopped) onCode(code);
    if (!stopped) window.setTimeout(look, DETECT_EVERY_MS);
  };
  void look();
  return () => {
    stopped = true;
  };
}

/** Reads frames with ZXing (loaded only here, for browsers without a detector) until stopped. */
async function zxingLoop(stream: MediaStream, video: HTMLVideoElement, onCode: (code: string) => void) {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [
        BarcodeFormat.CODE_128,
        BarcodeFormat.CODE_39,
        BarcodeFormat.EAN_13,
        BarcodeFormat.EAN_8,
        BarcodeFormat.QR_CODE,
      ],
    ],
  ]);
  const reader = new BrowserMultiFormatReader(hints);
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    const code = result?.getText();
    if (code) onCode(code);
  });
  return () => controls.stop();
}

/**
 * Shows the back camera in `video` and calls `onCode` with each code it reads (the same code again on
 * later frames). Resolves to the function that stops reading and turns the camera off; rejects when
 * there is no camera or the user refuses it.
 */
export async function startCameraScanner(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  const cameraOff = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  try {
    const detector = await nativeDetector();
    let stopReading: () => void;
    if (detector) {
      video.srcObject = stream;
      await video.play();
      stopReading = detectLoop(detector, video, onCode);
    } else {
      stopReading = await zxingLoop(stream, video, onCode);
    }
    return () => {
      stopReading();
      cameraOff();
    };
  } catch (error) {
    cameraOff();
    throw error;
  }
}
