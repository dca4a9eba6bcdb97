import { Link } from "react-router";
import type { Identity } from "../../../server/config";
import { navFormKeys, navFormLabels, type NavForms } from "~/modules/nav-forms/keys";

interface Props {
  identity: Identity;
  navForms: NavForms;
}

function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const aboutLinks = [
  { label: "Our Mission", to: "/our-mission" },
  { label: "Subteams", to: "/subteams" },
  { label: "Land Acknowledgement", to: "/land-acknowledgement" },
  { label: "Financial Reports", to: "/financial-reports" },
  { label: "Election Results", to: "/election-results" },
];
const studentLifeLinks = [
  { label: "Events", to: "/events" },
  { label: "Prayer Spaces", to: "/prayer-spaces" },
  { label: "On-campus Halal Food", to: "/on-campus-halal-food" },
  { label: "Off-campus Halal Food", to: "/off-campus-halal-food" },
  { label: "Resources", to: "/resources" },
];

function FooterColumn({ id, title, links }: { id: string; title: string; links: { label: string; to: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter({ identity, navForms }: Props) {
  const year = new Date().getFullYear();
  const forms = navFormKeys.filter((key) => navForms[key]);
  return (
    <footer className="site-footer">
      <div className="container-xl">
        <div className="footer-columns">
          <FooterColumn id="footer-about" title="About" links={aboutLinks} />
          <FooterColumn id="footer-student-life" title="Student Life" links={studentLifeLinks} />
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              <li>
                <Link to="/contact-us">Contact Us</Link>
              </li>
              <li>
                <Link to="/fiqh-qna-submission">Fiqh Q&amp;A Submission</Link>
              </li>
              <li>
                <a href={`mailto:${identity.email}`}>{identity.email}</a>
              </li>
              <li>
                <External href={identity.sponsorFormUrl}>Sponsor Us</External>
              </li>
              <li>
                <External href={identity.donationUrl}>Donate</External>
              </li>
              {forms.map((key) => (
                <li key={key}>
                  <External href={navForms[key]!}>{navFormLabels[key]}</External>
                </li>
              ))}
              <li>
                <External href={identity.enewsUrl}>E-news Sign-up</External>
              </li>
            </ul>
          </section>
        </div>
        <div className="footer-connect">
          <p>Connect with us below:</p>
          <ul className="social-links">
            {identity.socials.map((s) => (
              <li key={s.label}>
                <External href={s.url}>{s.label}</External>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer-bottom">
          <Link to="/" className="footer-brand">
            <img src={identity.logoUrl} alt="" width="48" height="48" loading="lazy" />
            <span>{identity.name}</span>
          </Link>
          <p>Copyright © {year}</p>
          <p>
            <Link to="/">Made with love by the team</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
