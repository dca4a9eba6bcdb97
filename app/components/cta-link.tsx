import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  to: string;
  children: ReactNode;
  /** Opens in a new tab with rel=noopener. */
  external?: boolean;
  /** The site's colour schemes, as CSS classes: gold (default), green, or light (on dark backgrounds). */
  tone?: "gold" | "green" | "light";
  /** Any other colours: set as CSS custom properties in a style attribute; prefer `tone`. */
  background?: string;
  color?: string;
  fontSize?: string;
  className?: string;
}

/** The reusable call-to-action link button (SPEC §2): yellow background, black text, 1rem by default. */
export function CtaLink({ to, children, external, tone, background, color, fontSize, className }: Props) {
  // Custom properties, not inline colours, so the CSS keeps its focus and hover styles; no style
  // attribute at all unless one is asked for.
  const custom = {
    ...(background ? { "--cta-bg": background } : {}),
    ...(color ? { "--cta-color": color } : {}),
    ...(fontSize ? { "--cta-size": fontSize } : {}),
  };
  const style = Object.keys(custom).length > 0 ? (custom as CSSProperties) : undefined;
  const classes = `cta-link${tone && tone !== "gold" ? ` cta-${tone}` : ""}${className ? ` ${className}` : ""}`;
  if (external) {
    return (
      <a className={classes} style={style} href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={classes} style={style} to={to}>
      {children}
    </Link>
  );
}
