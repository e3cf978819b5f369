import { CopyButton } from "../../mdx/CopyButton";

/** Props of Connection. */
export interface Props {
  url: string;
  mockUrl: string | null;
}

/** The stream URL, and the local sandbox's, each with a copy button. */
export function Connection({ url, mockUrl }: Props) {
  return (
    <>
      <div className="ws-connection">
        <strong>Production</strong>
        <code>{url}</code>
        <CopyButton getText={() => url} />
      </div>
      {mockUrl && (
        <div className="ws-connection">
          <strong>Local sandbox</strong>
          <code>{mockUrl}</code>
          <CopyButton getText={() => mockUrl} />
        </div>
      )}
    </>
  );
}
