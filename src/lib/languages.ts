/**
 * The site-wide code languages: one list for the API reference samples, the `LanguageTabs`
 * component in guides and the remembered choice, in tab order.
 */
export const SITE_LANGUAGES = [
  { lang: "curl", label: "curl" },
  { lang: "python", label: "Python" },
  { lang: "go", label: "Go" },
  { lang: "nodejs", label: "Node.js" },
  { lang: "ruby", label: "Ruby" },
  { lang: "csharp", label: "C#" },
  { lang: "php", label: "PHP" },
  { lang: "java", label: "Java" },
  { lang: "powershell", label: "PowerShell" },
] as const;

/** A site language key. */
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]["lang"];

/** Tab group id shared by every language choice on the site. */
export const LANGUAGE_GROUP_ID = "lang";

/** Code fence languages that stand for a site language. */
const FENCE_ALIASES: Record<string, SiteLanguage> = {
  bash: "curl",
  sh: "curl",
  shell: "curl",
  curl: "curl",
  python: "python",
  py: "python",
  go: "go",
  golang: "go",
  javascript: "nodejs",
  js: "nodejs",
  node: "nodejs",
  nodejs: "nodejs",
  ruby: "ruby",
  rb: "ruby",
  csharp: "csharp",
  cs: "csharp",
  php: "php",
  java: "java",
  powershell: "powershell",
  ps1: "powershell",
  ps: "powershell",
};

/** The site language a code fence's language stands for, or null. */
export function siteLanguageOfFence(fenceLanguage: string | undefined): SiteLanguage | null {
  return fenceLanguage ? (FENCE_ALIASES[fenceLanguage.toLowerCase()] ?? null) : null;
}
