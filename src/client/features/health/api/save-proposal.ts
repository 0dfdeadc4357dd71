import { apiRequest } from '@/lib/api';
import { PROPOSAL_PATHS, type EntryProposal } from '../../../../shared/proposals.js';

/** POST /api/health/{date}/{mood|energy|symptom|nutrition|supplement}: saves exactly what the card shows. */
export const saveProposal = ({ kind, date, body }: EntryProposal) =>
  apiRequest<{ id: string }>('POST', `/api/health/${date}/${PROPOSAL_PATHS[kind]}`, body);
