import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The Shape Detection API's QR reader; Chromium on Android and macOS has it, others may not. */
interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorConstructor | null => {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor })
    .BarcodeDetector;
  return candidate !== undefined && navigator.mediaDevices?.getUserMedia !== undefined
    ? candidate
    : null;
};

export type CameraState = 'unsupported' | 'idle' | 'starting' | 'scanning' | 'denied';

/** Looks for a QR code in the camera's picture a few times a second until one is read. */
const SCAN_INTERVAL_MS = 300;

export const useCameraScanner = (
  video: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
) => {
  const [state, setState] = useState<CameraState>(() =>
    detectorClass() === null ? 'unsupported' : 'idle',
  );
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    const element = video.current;
    if (Detector === null || element === null) return setState('unsupported');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
      });
    } catch {
      return setState('denied');
    }
    element.srcObject = stream.current;
    await element.play();
    setState('scanning');
    const detector = new Detector({ formats: ['qr_code'] });
    timer.current = setInterval(() => {
      void detector.detect(element).then((codes) => {
        const first = codes[0];
        if (first === undefined) return;
        stop();
        onCode(first.rawValue);
      });
    }, SCAN_INTERVAL_MS);
  }, [onCode, stop, video]);

  useEffect(() => stop, [stop]);
  return { state, start };
};
