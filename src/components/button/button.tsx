import { Link } from "gatsby";
import * as React from "react";
import * as styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "danger";

/** How a button looks: the variant's colours, 44px (default) or 48px high, and optionally as wide as its container. */
export type ButtonLook = {
  variant: ButtonVariant;
  size?: "medium" | "large";
  block?: boolean;
};

/** The class names of a button's look, with the caller's own class (layout only) last. */
export function buttonClassName({ variant, size = "medium", block = false }: ButtonLook, className?: string): string {
  return [
    styles.button,
    styles[variant],
    size === "large" ? styles.large : null,
    block ? styles.block : null,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ButtonLook & React.ButtonHTMLAttributes<HTMLButtonElement>;

/** A `<button>` (type="button" unless told otherwise) with the site's button look. */
export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = "button", ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
});

type AnchorAttributes = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export type ButtonLinkProps = ButtonLook &
  AnchorAttributes &
  (
    | { /** a path of this site: a Gatsby `<Link>` */ to: string; href?: never }
    | { /** any other address (external, a file, a full page load): a plain `<a>` */ href: string; to?: never }
  );

/** A link with the site's button look: `to` renders Gatsby's `<Link>`, `href` a plain `<a>`. */
export function ButtonLink({ variant, size, block, className, to, href, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, block }, className);
  if (to !== undefined) return <Link to={to} className={classes} {...rest} />;
  return <a href={href} className={classes} {...rest} />;
}
