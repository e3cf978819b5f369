import * as styles from "./styles";

/** Props of KeyField. */
export interface Props {
  value: string;
  revealed: boolean;
  remembered: boolean;
  authName: string;
  onChange: (value: string) => void;
  onReveal: (revealed: boolean) => void;
  onRemember: (remember: boolean) => void;
  onForget: () => void;
}

/** The API key: masked, kept for this tab unless the reader asks to be remembered on this device. */
export function KeyField({ value, revealed, remembered, authName, onChange, onReveal, onRemember, onForget }: Props) {
  return (
    <div css={styles.field}>
      <label htmlFor="try-it-key">
        API key <span css={styles.hint}>(sent as {authName})</span>
      </label>
      <input
        id="try-it-key"
        type={revealed ? "text" : "password"}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby="try-it-key-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <p css={styles.hint} id="try-it-key-hint">
        For the local sandbox, a test key selects the plan: <code>tw_test_free_…</code>, <code>tw_test_trial_…</code>,{" "}
        <code>tw_test_enterprise_…</code> or <code>tw_test_allinone_…</code>, with any ending. Kept in this tab only
        unless you tick “Remember on this device”; never put in the page address.
      </p>
      <label css={styles.checkbox}>
        <input type="checkbox" checked={remembered} onChange={(event) => onRemember(event.target.checked)} /> Remember
        on this device
      </label>
      <div css={styles.row}>
        <button type="button" css={styles.secondary} aria-pressed={revealed} onClick={() => onReveal(!revealed)}>
          {revealed ? "Hide key" : "Show key"}
        </button>
        <button type="button" css={styles.secondary} onClick={onForget} disabled={!value}>
          Forget key
        </button>
      </div>
    </div>
  );
}
