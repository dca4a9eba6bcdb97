import { brandColor, brandKey, hasLogo } from "../schema";

/** Our own round badge in the MSA's colour, 100x100 (scaled by CSS); an empty logo when unmatched. */
export function TeamLogo({ university, product, size = 100 }: { university: string; product: string; size?: number }) {
  if (!hasLogo(university, product)) {
    return <span className="team-logo team-logo-empty" style={{ width: size, height: size }} aria-hidden="true" />;
  }
  const { bg, fg } = brandColor(university, product);
  const key = brandKey(university, product);
  const label = (key === "{product}" ? product : key).replace(/MSA$/, "").slice(0, 4);
  return (
    <svg
      className="team-logo"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`${university} logo`}
    >
      <circle cx="50" cy="50" r="50" fill={bg} />
      <circle cx="50" cy="50" r="43" fill="none" stroke={fg} strokeWidth="3" opacity="0.8" />
      <path d="M50 14 l6 12 h-12z" fill={fg} opacity="0.9" />
      <text
        x="50"
        y="62"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={label.length > 3 ? 22 : 28}
        fill={fg}
      >
        {label}
      </text>
    </svg>
  );
}
