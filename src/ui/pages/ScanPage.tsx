import { useCallback, useId, useRef, useState } from 'react';
import { useText } from '../i18n/use-text.ts';
import { useLocalPath, useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCameraScanner } from '../scan/use-camera-scanner.ts';

/**
 * Scan a table's QR code with the camera where the browser can read one, or type (paste) the
 * link printed under it. Either way the result page decides what it names.
 */
const ScanPage = () => {
  const t = useText();
  const navigate = useNavigateTo();
  const local = useLocalPath();
  const video = useRef<HTMLVideoElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const show = useCallback(
    (code: string) =>
      void navigate({
        to: `${local('/scan/result')}?code=${encodeURIComponent(code)}`,
        replace: false,
      }),
    [local, navigate],
  );
  const camera = useCameraScanner(video, show);
  return (
    <section className="page stack">
      <p className="lead">{t('scan.hint')}</p>
      {camera.state === 'unsupported' ? null : (
        <div className="stack">
          <video
            ref={video}
            className="scan-video"
            hidden={camera.state !== 'scanning'}
            muted
            playsInline
            aria-label={t('scan.camera')}
          />
          {camera.state === 'scanning' ? null : (
            <button
              type="button"
              className="button button--block"
              disabled={camera.state === 'starting'}
              onClick={() => void camera.start()}
            >
              {t('scan.useCamera')}
            </button>
          )}
          {camera.state === 'denied' ? (
            <p className="form-error" role="alert">
              {t('scan.cameraDenied')}
            </p>
          ) : null}
        </div>
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim() !== '') show(typed.trim());
        }}
      >
        <label className="field-label" htmlFor={inputId}>
          {t('scan.enterCode')}
        </label>
        <input
          id={inputId}
          className="text-input"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…/m/1001/q/3"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary button--block">
          {t('scan.open')}
        </button>
      </form>
    </section>
  );
};

export default ScanPage;
