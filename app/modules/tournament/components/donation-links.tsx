import { brandColor, msaLabel } from "../schema";

export function DonationLinks({ links, product }: { links: { msa: string; link: string }[]; product: string }) {
  if (links.length === 0) return <p className="text-muted">Donation links will be posted soon.</p>;
  return (
    <div className="donation-links">
      {links.map((l) => {
        const { bg, fg } = brandColor(l.msa, product);
        return (
          <a
            key={l.msa}
            className="btn donation-link"
            style={{ backgroundColor: bg, color: fg, borderColor: bg }}
            href={l.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            Donate to {msaLabel(l.msa, product)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        );
      })}
    </div>
  );
}
