import { navigate } from "gatsby";
import { useEffect, useState, type ChangeEvent } from "react";
import { siteConfig } from "../../../../site.config";
import {
  preferredVersionStore,
  showsVersionMenu,
  versionOfRoute,
  type DocsVersionConfig,
} from "../../../lib/chrome/docs-version";
import { browserStorage } from "../../../lib/chrome/storage";

/** Props of VersionMenu. */
export interface Props {
  /** Public route of the current page. */
  route: string;
  /** Configured versions; site.config.ts unless a test passes others. */
  versions?: readonly DocsVersionConfig[];
  /** Docs plugin id keying the stored preference. */
  pluginId?: string;
}

/**
 * The docs version dropdown. It renders only when more than one version is configured. The
 * version chosen is remembered per docs plugin; on pages outside every version the remembered
 * one is preselected.
 */
export function VersionMenu({
  route,
  versions = siteConfig.docs.versions,
  pluginId = siteConfig.docs.pluginId,
}: Props) {
  const pageVersion = versionOfRoute(route, versions);
  const [selected, setSelected] = useState(pageVersion?.name ?? versions[0]?.name ?? "");
  useEffect(() => {
    if (pageVersion) return;
    const preferred = preferredVersionStore(browserStorage(), pluginId, versions).read();
    if (preferred) setSelected(preferred);
  }, [pageVersion, pluginId, versions]);

  if (!showsVersionMenu(versions)) return null;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const version = versions.find((candidate) => candidate.name === event.target.value);
    if (!version) return;
    preferredVersionStore(browserStorage(), pluginId, versions).save(version.name);
    setSelected(version.name);
    navigate(version.path);
  };
  return (
    <label>
      <span className="visually-hidden">Docs version</span>
      <select className="version-select" value={selected} onChange={choose}>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}
