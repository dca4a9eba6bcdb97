// Renders an information page's blocks (app/content/schema.ts). Everything works without
// JavaScript: accordions are <details>, embeds are lazy iframes, links are plain anchors.
import { Fragment } from "react";
import { Link } from "react-router";
import type { Block, ContentLink } from "~/content/schema";

function isExternal(href: string) {
  return href.startsWith("https://") || href.endsWith(".pdf");
}

/** A link that opens PDFs and other sites in a new tab, and stays in the app otherwise. */
export function ContentAnchor({ link, className }: { link: ContentLink; className?: string }) {
  if (link.href.startsWith("mailto:")) {
    return (
      <a className={className} href={link.href}>
        {link.label}
      </a>
    );
  }
  if (isExternal(link.href)) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={link.href}>
      {link.label}
    </Link>
  );
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={i}>{renderBlock(block)}</Fragment>
      ))}
    </>
  );
}

function renderBlock(b: Block) {
  switch (b.type) {
    case "heading":
      return <h2 id={b.id ?? slug(b.text)}>{b.text}</h2>;
    case "text":
      return b.paragraphs.map((p, i) => <p key={i}>{p}</p>);
    case "list":
      return (
        <ul className="content-list">
          {b.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "buttons":
      return (
        <div className="content-buttons">
          {b.links.map((l) => (
            <ContentAnchor key={l.label + l.href} link={l} className="cta-link" />
          ))}
        </div>
      );
    case "cards":
      if (b.items.length === 0) {
        return (
          <div className="alert alert-info content-empty" role="status">
            {b.empty ?? "Nothing here yet."}
          </div>
        );
      }
      return (
        <ul className="content-cards">
          {b.items.map((c) => (
            <li key={c.title} className="card">
              {c.image ? (
                <img
                  className="card-img-top"
                  src={c.image.src}
                  width={c.image.width}
                  height={c.image.height}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <div className="card-body">
                <h3 className="h5">{c.title}</h3>
                {c.text ? <p>{c.text}</p> : null}
                {c.links.length > 0 ? (
                  <div className="content-card-links">
                    {c.links.map((l) => (
                      <ContentAnchor key={l.label + l.href} link={l} className="btn btn-outline-primary btn-sm" />
                    ))}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      );
    case "accordion":
      return (
        <div className="content-accordion">
          {b.items.map((item) => (
            <details key={item.title}>
              <summary>
                <span>{item.title}</span>
                {item.badge ? <span className="content-badge">{item.badge}</span> : null}
              </summary>
              <div className="content-accordion-body">
                {item.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                {item.links.map((l) => (
                  <p key={l.label + l.href}>
                    <ContentAnchor link={l} />
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
    case "embed":
      return (
        <div className="content-embed">
          <iframe title={b.title} src={b.src} height={b.height} loading="lazy" referrerPolicy="no-referrer" />
          <p className="small">
            <a href={b.src} target="_blank" rel="noopener noreferrer">
              Open the {b.title.toLowerCase()} in a new tab
            </a>
          </p>
        </div>
      );
    case "stats":
      return (
        <dl className="content-stats">
          {b.items.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "chart": {
      const max = Math.max(...b.items.map((x) => x.value));
      const total = b.items.reduce((n, x) => n + x.value, 0);
      return (
        <figure className="content-chart">
          <figcaption>
            <h2 className="h4">{b.title}</h2>
            <p className="small">
              {total.toLocaleString("en-CA")} {b.unit} in all
            </p>
          </figcaption>
          <ul>
            {b.items.map((x) => (
              <li key={x.label}>
                <span className="chart-label">{x.label}</span>
                <span className="chart-bar" style={{ width: `${(x.value / max) * 100}%` }} aria-hidden="true" />
                <span className="chart-value">
                  {x.value.toLocaleString("en-CA")} {b.unit}
                </span>
              </li>
            ))}
          </ul>
        </figure>
      );
    }
  }
}
