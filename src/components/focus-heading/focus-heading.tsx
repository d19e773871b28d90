import * as React from "react";
import * as styles from "./focus-heading.module.css";

/**
 * A page's h1 that takes focus whenever `focusKey` changes, so a screen reader announces the new state of a page that
 * changed without navigating (loaded, posted, refused…). It is not in the tab order (tabIndex -1) and draws no focus
 * ring, whichever `className` styles it.
 */
export function FocusHeading({
  children,
  focusKey,
  className,
  id,
}: {
  children: React.ReactNode;
  focusKey: string;
  className?: string;
  id?: string;
}) {
  const ref = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h1
      ref={ref}
      id={id}
      className={className ? `${styles.focusHeading} ${className}` : styles.focusHeading}
      tabIndex={-1}
    >
      {children}
    </h1>
  );
}
