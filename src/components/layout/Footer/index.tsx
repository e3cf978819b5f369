import { siteConfig } from "../../../../site.config";
import { SiteLink } from "../SiteLink";

/** Site footer: link columns and the copyright line. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        {siteConfig.footer.columns.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href}>{item.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-footer-copyright">{siteConfig.footer.copyright}</p>
    </footer>
  );
}
