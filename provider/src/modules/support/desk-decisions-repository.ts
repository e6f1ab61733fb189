import type { Queryable } from '../../db/database';

/** SQL of the desk's audit: `desk_decisions`, one row per decision a host takes in the Payments queue. */

export interface DeskDecision {
  hostLogin: string;
  subject: 'id-document' | 'withdrawal';
  subjectId: number;
  playerId: number;
  decision: 'approved' | 'rejected';
  reason: string | null;
  at: Date;
}

export async function insertDeskDecision(db: Queryable, decision: DeskDecision): Promise<void> {
  await db.query(
    `insert into desk_decisions (host_login, subject, subject_id, player_id, decision, reason, decided_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [decision.hostLogin, decision.subject, decision.subjectId, decision.playerId, decision.decision, decision.reason, decision.at],
  );
}
