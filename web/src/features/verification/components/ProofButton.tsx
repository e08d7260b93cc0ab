import type { Proof } from '@ssb/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useProofLink } from '../api';

/**
 * Opens a proof in a new tab through a fresh five-minute link (decision 022). The tab is opened on
 * the click itself (a tab opened after an await is a blocked pop-up) and sent to the link once it
 * comes; if the browser still refuses the tab, the link is shown to click.
 */
export function ProofButton({ proof }: { proof: Proof }) {
  const link = useProofLink();
  const [fallback, setFallback] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setProblem(null);
    const tab = window.open('', '_blank');
    try {
      const { url } = await link.mutateAsync(proof.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else setFallback(url);
    } catch (failure) {
      tab?.close();
      setProblem(messageOf(failure, 'The proof could not be opened. Please try again.'));
    }
  };

  return (
    <span className="inline-flex flex-col gap-1">
      <Button type="button" size="sm" variant="outline" busy={link.isPending} busyLabel="Opening…" onClick={() => void open()}>
        View {proof.fileName}
      </Button>
      {fallback && (
        <a href={fallback} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-primary-700 underline">
          Open {proof.fileName} (link works for 5 minutes)
        </a>
      )}
      {problem && (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
