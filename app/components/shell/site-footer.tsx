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

export function SiteFooter({ identity, navForms }: Props) {
  const year = new Date().getFullYear();
  const forms = navFormKeys.filter((key) => navForms[key]);
  return (
    <footer className="site-footer">
      <div className="container-xl">
        <div className="footer-columns">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">About</h2>
            <ul>
              <li>
                <Link to="/our-mission">Our Mission</Link>
              </li>
              <li>
                <Link to="/subteams">Subteams</Link>
              </li>
              <li>
                <Link to="/land-acknowledgement">Land Acknowledgement</Link>
              </li>
              <li>
                <Link to="/financial-reports">Financial Reports</Link>
              </li>
              <li>
                <Link to="/election-results">Election Results</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-student-life">
            <h2 id="footer-student-life">Student Life</h2>
            <ul>
              <li>
                <Link to="/events">Events</Link>
              </li>
              <li>
                <Link to="/prayer-spaces">Prayer Spaces</Link>
              </li>
              <li>
                <Link to="/on-campus-halal-food">On-campus Halal Food</Link>
              </li>
              <li>
                <Link to="/off-campus-halal-food">Off-campus Halal Food</Link>
              </li>
              <li>
                <Link to="/resources">Resources</Link>
              </li>
            </ul>
          </section>
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
