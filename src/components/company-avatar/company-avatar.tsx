import * as React from "react";
import { ICON_LOAD_RETRY } from "@core/images/image-rules";
import { imageSources } from "@/lib/images/responsive-image";
import * as styles from "./company-avatar.module.css";

/** How long a broken logo waits before it is loaded again. */
export const ICON_RETRY_DELAY_MS = 1000;

const PIXELS = { small: 28, large: 56 } as const;

type CompanyAvatarProps = {
  initialChar: string;
  logoUrl: string | null;
  size?: "small" | "large";
};

function InitialLetter({ className, initialChar }: { className: string; initialChar: string }) {
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden="true">
      {initialChar}
    </span>
  );
}

/**
 * The logo through the URL builder (1x, 2x). A logo that fails to load is loaded again after a short delay, at most
 * ICON_LOAD_RETRY times (spec §9), then the initial letter shows instead.
 */
function Logo({
  logoUrl,
  initialChar,
  className,
  pixels,
}: {
  logoUrl: string;
  initialChar: string;
  className: string;
  pixels: number;
}) {
  const [attempt, setAttempt] = React.useState(0);
  const [broken, setBroken] = React.useState(false);
  const ref = React.useRef<HTMLImageElement>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleError = React.useCallback(() => {
    if (attempt >= ICON_LOAD_RETRY) {
      setBroken(true);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAttempt((count) => count + 1), ICON_RETRY_DELAY_MS);
  }, [attempt]);

  React.useEffect(() => {
    // A logo that failed before hydration fires no error event React sees.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) handleError();
    // Only for the first element: later attempts report through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (broken) return <InitialLetter className={className} initialChar={initialChar} />;
  const sources = imageSources(logoUrl, { kind: "logo", width: pixels, height: pixels });
  return (
    <img
      // A new element for each attempt: the browser requests the picture again.
      key={attempt}
      ref={ref}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet || undefined}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      onError={handleError}
    />
  );
}

/** The company's square logo, or its initial character when it has none. Decorative: the name is always next to it. */
export function CompanyAvatar({ initialChar, logoUrl, size = "small" }: CompanyAvatarProps) {
  const className = `${styles.avatar} ${size === "large" ? styles.large : styles.small}`;
  if (logoUrl)
    return (
      <Logo key={logoUrl} logoUrl={logoUrl} initialChar={initialChar} className={className} pixels={PIXELS[size]} />
    );
  return <InitialLetter className={className} initialChar={initialChar} />;
}
