import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  to: string;
  children: ReactNode;
  /** Opens in a new tab with rel=noopener. */
  external?: boolean;
  background?: string;
  color?: string;
  fontSize?: string;
  className?: string;
}

/** The reusable call-to-action link button (SPEC §2): yellow background, black text, 1rem by default. */
export function CtaLink({ to, children, external, background, color, fontSize, className }: Props) {
  // Custom properties, not inline colours, so the CSS keeps its focus and hover styles.
  const style = {
    ...(background ? { "--cta-bg": background } : {}),
    ...(color ? { "--cta-color": color } : {}),
    ...(fontSize ? { "--cta-size": fontSize } : {}),
  } as CSSProperties;
  const classes = `cta-link${className ? ` ${className}` : ""}`;
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
