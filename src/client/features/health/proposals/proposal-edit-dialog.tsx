import type { EntryProposal } from '../../../../shared/proposals.js';
import { MealDialog } from '../nutrition/meal-dialog';
import { ENERGY, MOOD } from '../scores/score-kinds';
import { ScoreDialog } from '../scores/score-dialog';
import { LogSupplementsDialog } from '../supplements/log-supplements-dialog';
import { SymptomsDialog } from '../symptoms/symptoms-dialog';
import { SleepDialog } from '../sleep/sleep-dialog';
import { timeOf } from '../dates';

interface ProposalEditDialogProps {
  proposal: EntryProposal;
  /** The id of the entry the dialog saved (the first, when it saved several). */
  onSaved: (entryId: string) => void;
  onClose: () => void;
}

/** Edit on a proposal card: the app's own log dialog for its kind, filled in with what the card shows. */
export default function ProposalEditDialog({ proposal, onSaved, onClose }: ProposalEditDialogProps) {
  const openChange = (open: boolean) => !open && onClose();
  const first = (entries: { id: string }[]) => entries[0] && onSaved(entries[0].id);
  switch (proposal.kind) {
    case 'mood':
    case 'energy':
      return (
        <ScoreDialog
          kind={proposal.kind === 'mood' ? MOOD : ENERGY}
          date={proposal.date}
          draft={{
            score: proposal.body.score,
            tags: proposal.kind === 'mood' ? proposal.body.tags : undefined,
            timestamp: proposal.body.timestamp,
          }}
          onSaved={(entry) => onSaved(entry.id)}
          open
          onOpenChange={openChange}
        />
      );
    case 'symptom':
      return <SymptomsDialog date={proposal.date} draft={[proposal.body]} onSaved={first} open onOpenChange={openChange} />;
    case 'meal':
      return <MealDialog date={proposal.date} draft={proposal.body} onSaved={(meal) => onSaved(meal.id)} open onOpenChange={openChange} />;
    case 'supplement':
      return (
        <LogSupplementsDialog
          date={proposal.date}
          supplements={[]}
          initial={[{ name: proposal.body.name, dose: proposal.body.dose, unit: proposal.body.unit }]}
          initialTime={timeOf(proposal.body.takenAt)}
          taken={proposal.body.taken}
          onSaved={first}
          open
          onOpenChange={openChange}
        />
      );
    case 'sleep':
      return (
        <SleepDialog date={proposal.date} draft={proposal.body} onSaved={(night) => onSaved(night.id)} open onOpenChange={openChange} />
      );
  }
}
