import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { Identity } from "../../../server/config";
import type { NavForms } from "~/modules/nav-forms/keys";
import { navMenus, type NavItem } from "./nav-links";

interface Props {
  identity: Identity;
  actor: { email: string; role: string } | null;
  navForms: NavForms;
}

function ItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  if (item.external) {
    return (
      <a className="dropdown-item" href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink className="dropdown-item" to={item.to} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

/**
 * Disclosure menus (a button with aria-expanded and a list of links): Escape closes and returns
 * focus, a click elsewhere closes, opening one closes the others. Below the lg breakpoint the
 * whole menu collapses behind a toggle.
 */
export function SiteNavbar({ identity, actor, navForms }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  const menus = navMenus(identity, navForms);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A navigation closes every menu (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setOpen(null);
    setExpanded(false);
  }

  useEffect(() => {
    if (!open && !expanded) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) {
        setOpen(null);
        setExpanded(false);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      if (open) {
        document.getElementById(`menu-button-${open}`)?.focus();
        setOpen(null);
      } else setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, expanded]);

  const close = () => {
    setOpen(null);
    setExpanded(false);
  };

  return (
    <header
      ref={ref}
      className={`site-navbar navbar navbar-expand-lg navbar-dark fixed-top${scrolled ? " scrolled" : ""}`}
    >
      <nav className="container-xl" aria-label="Main">
        <Link className="navbar-brand" to="/" onClick={close}>
          <img src={identity.logoUrl} alt="" width="40" height="40" />
          <span>{identity.shortName}</span>
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="site-menu"
          aria-expanded={expanded}
          aria-label="Menu"
          onClick={() => setExpanded((v) => !v)}
        >
          <span className="navbar-toggler-icon" aria-hidden="true" />
        </button>
        <div id="site-menu" className={`collapse navbar-collapse${expanded ? " show" : ""}`}>
          <ul className="navbar-nav ms-auto">
            {menus.map((menu) => {
              const isOpen = open === menu.id;
              return (
                <li key={menu.id} className={`nav-item dropdown${isOpen ? " open" : ""}`}>
                  <button
                    id={`menu-button-${menu.id}`}
                    type="button"
                    className="nav-link dropdown-toggle"
                    aria-expanded={isOpen}
                    aria-controls={`menu-${menu.id}`}
                    onClick={() => setOpen(isOpen ? null : menu.id)}
                  >
                    {menu.label}
                  </button>
                  <ul id={`menu-${menu.id}`} className={`dropdown-menu${isOpen ? " show" : ""}`}>
                    {menu.entries.map((entry) =>
                      "heading" in entry ? (
                        <li key={entry.heading} className="dropdown-group">
                          <span className="dropdown-header" id={`group-${menu.id}-${entry.heading}`}>
                            {entry.heading}
                          </span>
                          <ul aria-labelledby={`group-${menu.id}-${entry.heading}`}>
                            {entry.items.map((item) => (
                              <li key={item.label}>
                                <ItemLink item={item} onNavigate={close} />
                              </li>
                            ))}
                          </ul>
                        </li>
                      ) : (
                        <li key={entry.label}>
                          <ItemLink item={entry} onNavigate={close} />
                        </li>
                      ),
                    )}
                  </ul>
                </li>
              );
            })}
            {actor ? (
              <>
                <li className="nav-item">
                  <NavLink className="nav-link" to="/dashboard" onClick={close}>
                    Dashboard
                  </NavLink>
                </li>
                <li className="nav-item">
                  <Form method="post" action="/logout" onSubmit={close}>
                    <button type="submit" className="nav-link nav-button">
                      Logout
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li className="nav-item">
                <NavLink className="nav-link" to="/login" onClick={close}>
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
