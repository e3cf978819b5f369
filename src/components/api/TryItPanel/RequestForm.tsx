import { useEffect, useMemo, useRef, useState } from "react";
import { siteConfig } from "../../../../site.config";
import { forgetKey, loadKey, saveKey, type KeyStores } from "../../../lib/tryit/key-storage";
import type { TryItOperation } from "../../../lib/tryit/operation";
import {
  buildRequest,
  fieldKey,
  initialInput,
  preferHeader,
  snippetRequest,
  validateInput,
  type FieldError,
  type RequestInput,
  type ResponseChoice,
} from "../../../lib/tryit/request";
import { checkResponse } from "../../../lib/tryit/response-check";
import { inputFromShared, readShareFragment, shareFragment } from "../../../lib/tryit/share-link";
import type { SnippetRequest } from "../../../lib/tryit/snippets";
import { SUGGESTIONS_PATH, type Suggestion } from "../../../lib/tryit/suggestions";
import { SiteLink } from "../../layout/SiteLink";
import { BodyFields } from "./BodyFields";
import { KeyField } from "./KeyField";
import { LiveCodeSamples } from "./LiveCodeSamples";
import { ParameterField } from "./ParameterField";
import { ResponsePicker } from "./ResponsePicker";
import { ResponseView, type ShownResponse } from "./ResponseView";
import { failureMessage, sendThroughProxy, type SendFailure } from "./send";
import * as styles from "./styles";
import { useJson } from "./useJson";

/** Props of RequestForm. */
export interface Props {
  operation: TryItOperation;
  operationId: string;
  onRequestChange: (live: { request: SnippetRequest; Samples: typeof LiveCodeSamples } | null) => void;
}

function browserStores(): KeyStores {
  const pick = (name: "sessionStorage" | "localStorage") => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return { session: pick("sessionStorage"), local: pick("localStorage") };
}

const LOCATION_LABEL = { path: "Path parameters", query: "Query parameters", header: "Headers" } as const;

/** The request form, its validation, sending through the proxy, and the response. */
export function RequestForm({ operation, operationId, onRequestChange }: Props) {
  const shared = useMemo(() => (typeof window === "undefined" ? null : readShareFragment(window.location.hash)), []);
  const defaultServer =
    operation.servers.find((server) => server.mock === (siteConfig.tryIt.defaultServer === "mock")) ??
    operation.servers[0];
  const [serverUrl, setServerUrl] = useState(
    operation.servers.some((server) => server.url === shared?.server) ? shared!.server : (defaultServer?.url ?? ""),
  );
  const [input, setInput] = useState<RequestInput>(() => (shared ? inputFromShared(shared) : initialInput(operation)));
  const [choice, setChoice] = useState<ResponseChoice>(shared?.choice ?? { code: null, example: null });
  const stores = useMemo(browserStores, []);
  const [{ key, remembered }, setKeyState] = useState(() => loadKey(stores));
  const [revealed, setRevealed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState<AbortController | null>(null);
  const [result, setResult] = useState<ShownResponse | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [copied, setCopied] = useState(false);
  const files = useRef(new Map<string, File>());
  const summary = useRef<HTMLDivElement>(null);
  const responseHeading = useRef<HTMLHeadingElement>(null);
  const wantsSuggestions = operation.parameters.some((parameter) => parameter.suggests);
  const [suggestions] = useJson<Record<string, Suggestion[]>>(wantsSuggestions ? SUGGESTIONS_PATH : null);

  const isMock = operation.servers.find((server) => server.url === serverUrl)?.mock ?? false;
  const prefer = isMock ? preferHeader(choice) : null;
  const errors: FieldError[] = useMemo(() => validateInput(operation, input), [operation, input]);
  const errorByField = useMemo(() => new Map(errors.map((error) => [error.field, error.message])), [errors]);
  const shownErrors = attempted ? errorByField : new Map<string, string>();
  const auth = operation.auth.find((scheme) => scheme.in === "header") ?? operation.auth[0];

  const live = useMemo(
    () => snippetRequest(operation, input, serverUrl, key, revealed, prefer),
    [operation, input, serverUrl, key, revealed, prefer],
  );
  useEffect(() => onRequestChange({ request: live, Samples: LiveCodeSamples }), [live, onRequestChange]);
  useEffect(() => () => onRequestChange(null), [onRequestChange]);
  useEffect(() => () => sending?.abort(), [sending]);

  const setKey = (value: string, remember = remembered) => {
    saveKey(stores, value, remember);
    setKeyState({ key: value, remembered: remember && Boolean(value) });
  };

  const send = async (force: boolean) => {
    if (errors.length && !force) {
      setAttempted(true);
      window.requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const controller = new AbortController();
    setSending(controller);
    setFailure(null);
    setResult(null);
    setAnnouncement("Sending the request…");
    const request = buildRequest(operation, input, serverUrl, key, prefer);
    let body: BodyInit | null = null;
    if (operation.body?.kind === "json" && input.body.trim() !== "") body = input.body;
    if (operation.body?.kind === "multipart") {
      const form = new FormData();
      for (const field of operation.body.fields) {
        const file = files.current.get(field.name);
        if (field.file && file) form.append(field.name, file, file.name);
        else if (!field.file && (input.form[field.name] ?? "").trim() !== "")
          form.append(field.name, input.form[field.name]);
      }
      body = form;
    }
    const outcome = await sendThroughProxy(siteConfig.tryIt.proxy, request, body, controller.signal);
    setSending(null);
    if ("kind" in outcome) {
      setFailure(outcome);
      setAnnouncement(failureMessage(outcome, siteConfig.tryIt.proxy));
      return;
    }
    const verdict = checkResponse(operation, {
      status: outcome.status,
      headers: Object.fromEntries(outcome.headers),
      body: outcome.body,
    });
    setResult({ ...outcome, differences: verdict.differences, documentedStatus: verdict.documented?.status ?? null });
    setAnnouncement(
      `Response ${outcome.status} in ${Math.round(outcome.duration)} ms. ${verdict.differences.length ? `${verdict.differences.length} differences from the reference.` : "Matches the reference."}`,
    );
    window.requestAnimationFrame(() => responseHeading.current?.focus());
  };

  const copyLink = async () => {
    const fragment = shareFragment(
      { server: serverUrl, values: input.values, body: input.body, form: input.form, choice },
      operation.auth.map((scheme) => scheme.name),
    );
    const url = `${window.location.origin}${window.location.pathname}${fragment}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.history.replaceState(window.history.state, "", fragment);
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };

  const update = (field: string, value: string) =>
    setInput((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  const groups = (["path", "query", "header"] as const).map((location) => ({
    location,
    parameters: operation.parameters.filter((parameter) => parameter.in === location),
  }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <div css={styles.grid}>
        {/* Server and sandbox response share a column, so the key's hint and buttons do not leave a gap beside them. */}
        <div css={styles.stack}>
          <div css={styles.field}>
            <label htmlFor="try-it-server">Server</label>
            <select id="try-it-server" value={serverUrl} onChange={(event) => setServerUrl(event.target.value)}>
              {operation.servers.map((server) => (
                <option key={server.url} value={server.url}>
                  {server.description} – {server.url}
                </option>
              ))}
            </select>
          </div>
          {isMock && <ResponsePicker responses={operation.responses} choice={choice} onChange={setChoice} />}
        </div>
        {auth && (
          <KeyField
            value={key}
            revealed={revealed}
            remembered={remembered}
            authName={auth.in === "header" ? `the ${auth.name} header` : `the ${auth.name} query parameter`}
            onChange={(value) => setKey(value)}
            onReveal={setRevealed}
            onRemember={(remember) => setKey(key, remember)}
            onForget={() => {
              forgetKey(stores);
              setKeyState({ key: "", remembered: false });
            }}
          />
        )}
      </div>
      {groups.map(({ location, parameters }) =>
        parameters.length ? (
          <fieldset key={location}>
            <legend>{LOCATION_LABEL[location]}</legend>
            <div css={styles.grid}>
              {parameters.map((parameter) => {
                const id = fieldKey(parameter);
                return (
                  <ParameterField
                    key={id}
                    id={`try-it-${parameter.in}-${parameter.name}`}
                    parameter={parameter}
                    value={input.values[id] ?? ""}
                    error={shownErrors.get(id) ?? null}
                    suggestions={
                      parameter.suggests && suggestions.state === "done"
                        ? (suggestions.value[parameter.suggests] ?? [])
                        : []
                    }
                    onChange={(value) => update(id, value)}
                  />
                );
              })}
            </div>
          </fieldset>
        ) : null,
      )}
      {operation.body && (
        <BodyFields
          body={operation.body}
          input={input}
          errors={shownErrors}
          onBody={(text) => setInput((current) => ({ ...current, body: text }))}
          onForm={(name, value) => setInput((current) => ({ ...current, form: { ...current.form, [name]: value } }))}
          onFile={(name, file) => {
            if (file) files.current.set(name, file);
            else files.current.delete(name);
            setInput((current) => {
              const chosen = { ...current.files };
              if (file) chosen[name] = file.name;
              else delete chosen[name];
              return { ...current, files: chosen };
            });
          }}
        />
      )}
      {attempted && errors.length > 0 && (
        <div
          css={styles.summary}
          ref={summary}
          tabIndex={-1}
          role="group"
          aria-labelledby="try-it-errors-heading"
          data-testid="try-it-errors"
        >
          <h3 id="try-it-errors-heading">
            {errors.length} {errors.length === 1 ? "problem" : "problems"} to fix before sending
          </h3>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>
                <SiteLink
                  href={`#${error.field === "body" ? "try-it-body" : error.field.startsWith("form:") ? `try-it-form-${error.field.slice(5)}` : `try-it-${error.field.replace(":", "-")}`}`}
                >
                  {error.message}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div css={styles.row}>
        <button type="submit" css={styles.primary} disabled={sending !== null}>
          {sending ? "Sending…" : "Send"}
        </button>
        {attempted && errors.length > 0 && (
          <button type="button" css={styles.secondary} disabled={sending !== null} onClick={() => void send(true)}>
            Send anyway
          </button>
        )}
        {sending && (
          <button type="button" css={styles.secondary} onClick={() => sending.abort()}>
            Cancel
          </button>
        )}
        <button type="button" css={styles.secondary} onClick={() => void copyLink()}>
          {copied ? "Link copied" : "Copy link to this request"}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {failure && (
        <p
          css={styles.notice(failure.kind === "cancelled" ? "info" : "danger")}
          role="alert"
          data-testid="try-it-failure"
          data-failure={failure.kind}
        >
          {failureMessage(failure, siteConfig.tryIt.proxy)}
        </p>
      )}
      {result && (
        <div data-testid="try-it-response">
          <h3 id="try-it-response-heading" ref={responseHeading} tabIndex={-1}>
            Response
          </h3>
          <ResponseView response={result} fileName={`${operationId}-${result.status}.json`} />
        </div>
      )}
    </form>
  );
}
