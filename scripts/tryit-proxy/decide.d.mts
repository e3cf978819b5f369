// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * Decide whether the proxy may forward to a target URL.
 * @param {string | null | undefined} raw the `url` query parameter, percent-decoded
 * @param {AllowedBase[]} bases
 * @returns {Allowed | Refused}
 */
export function decideTarget(raw: string | null | undefined, bases: AllowedBase[]): Allowed | Refused;
/**
 * Decide whether a redirect an upstream answered with may be passed to the browser: its
 * Location, resolved against the target, must itself be an allowed target.
 * @param {string} location the Location header
 * @param {URL} from the target that answered
 * @param {AllowedBase[]} bases
 * @returns {Allowed | Refused}
 */
export function decideRedirect(location: string, from: URL, bases: AllowedBase[]): Allowed | Refused;
export type AllowedBase = import("./allowed.mjs").AllowedBase;
export type Allowed = {
    ok: true;
    /**
     * the target after WHATWG normalisation, without its fragment
     */
    url: URL;
    /**
     * the base it is under
     */
    base: AllowedBase;
};
export type Refused = {
    ok: false;
    /**
     * 400 when there is no usable URL, 403 when the URL is refused
     */
    status: 400 | 403;
    /**
     * stable machine-readable code
     */
    reason: string;
    /**
     * a sentence for the reader
     */
    detail: string;
};
