import { CtaLink } from "~/components/cta-link";

interface Props {
  id: string;
  title: string;
  children: React.ReactNode;
  /** A static SVG of ours under public/images, 160 × 120. */
  image: string;
  url: string;
  donateUrl: string;
}

/** Home's Orphan Sponsorship Program and Islamic Information Centre blocks: text, picture, Website and Donate. */
export function ProgramBlock({ id, title, children, image, url, donateUrl }: Props) {
  // Two blocks on one page each have a Website and a Donate link: the hidden words tell them
  // apart for screen readers and say that the link opens a new tab.
  const hidden = (text: string) => <span className="visually-hidden">{text}</span>;
  return (
    <section className="program-block" aria-labelledby={`${id}-title`}>
      {/* Decorative: the heading says what the block is. */}
      <img className="program-image" src={image} width="160" height="120" alt="" loading="lazy" decoding="async" />
      <div>
        <h2 id={`${id}-title`} className="h3">
          {title}
        </h2>
        <p>{children}</p>
        <div className="cta-row">
          <CtaLink to={url} external tone="green">
            Website{hidden(` of the ${title} (opens in a new tab)`)}
          </CtaLink>
          <CtaLink to={donateUrl} external>
            Donate{hidden(` to the ${title} (opens in a new tab)`)}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
