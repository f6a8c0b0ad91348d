/**
 * The report editor's saving (issue 21, SPEC §4 autosave on): what the auditor types per question,
 * saved one PUT per question carrying the version the edit was based on. Kept outside React so that
 * timers, one write in flight per question and the browser's copy stay in one place.
 *
 * - Every change is written at once to localStorage (keyed by programme and question), so a reload,
 *   a closed tab or a lost connection keeps it; the copy goes when the server has what was typed.
 * - Autosave sends a question's changes `delay` ms after its last change; a failed send (no
 *   connection, the server down) waits in the queue and is sent again on the `online` event and by a
 *   retry timer.
 * - A 409 'stale' (someone else saved first) stops that question: the conflict holds both texts
 *   until the auditor keeps theirs (re-sent on the current version) or takes the saved one.
 */
import type { QuestionWrite, ReportQuestion } from '../../domain/api/auditReport';

/** The fields the editor writes, by their names in the answer (camelCase). */
export const TEXT_FIELDS = ['answer', 'strengths', 'developmentAreas'] as const;
export const WRITTEN_FIELDS = ['answer', 'finished', 'public', 'strengths', 'developmentAreas', 'score', 'hasDeviation'] as const;
export type WrittenField = (typeof WRITTEN_FIELDS)[number];
export interface QuestionValues {
  answer: string | null;
  finished: boolean;
  public: boolean;
  strengths: string | null;
  developmentAreas: string | null;
  score: number | null;
  hasDeviation: boolean;
}
export type Changes = Partial<QuestionValues>;

const BODY_NAMES: Record<WrittenField, keyof QuestionWrite> = {
  answer: 'answer',
  finished: 'finished',
  public: 'public',
  strengths: 'strengths',
  developmentAreas: 'development_areas',
  score: 'score',
  hasDeviation: 'has_deviation',
};

export function valuesOf(question: ReportQuestion): QuestionValues {
  return {
    answer: question.answer.answer,
    finished: question.answer.finished,
    public: question.answer.public,
    strengths: question.observation.strengths,
    developmentAreas: question.observation.developmentAreas,
    score: question.observation.score,
    hasDeviation: question.observation.hasDeviation,
  };
}

/** An empty text is no text: the editor's '' and the server's null are the same answer. */
const same = (a: unknown, b: unknown) => (a === '' ? null : a) === (b === '' ? null : b);

export function writeBody(version: number, changes: Changes): QuestionWrite {
  const body: Record<string, unknown> = { version };
  for (const field of WRITTEN_FIELDS) {
    if (field in changes) {
      const value = changes[field];
      body[BODY_NAMES[field]] = value === '' ? null : value;
    }
  }
  return body as QuestionWrite;
}

/** What the browser keeps of a question's unsaved edit. */
export interface StoredDraft {
  base: number;
  changes: Changes;
}

const PREFIX = 'pateva.auditReport.';
export const draftKey = (programId: number, questionId: number) => `${PREFIX}${programId}.${questionId}`;
export const AUTOSAVE_KEY = `${PREFIX}autosave`;

export function readDrafts(storage: Storage, programId: number): Map<number, StoredDraft> {
  const drafts = new Map<number, StoredDraft>();
  const prefix = `${PREFIX}${programId}.`;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    const questionId = Number(key.slice(prefix.length));
    try {
      const parsed = JSON.parse(storage.getItem(key) ?? '') as StoredDraft;
      if (Number.isInteger(questionId) && Number.isInteger(parsed.base) && parsed.changes && typeof parsed.changes === 'object') drafts.set(questionId, parsed);
    } catch {
      // A copy this version cannot read is left alone rather than removed.
    }
  }
  return drafts;
}

export type SaveFailure =
  | { kind: 'offline' }
  | { kind: 'stale' }
  | { kind: 'refused'; message: string; fields: Record<string, string> };

export type QuestionState = 'clean' | 'dirty' | 'saving' | 'queued' | 'conflict' | 'refused';

export interface QuestionEntry {
  server: ReportQuestion;
  /** What the editor shows. */
  values: QuestionValues;
  /** The values the server has as of `base` (what was shown or last accepted). */
  acked: QuestionValues;
  base: number;
  state: QuestionState;
  /** The question as it now stands on the server, while a conflict is open. */
  current?: ReportQuestion;
  error?: { message: string; fields: Record<string, string> };
}

export interface SaverDeps {
  programId: number;
  storage: Storage;
  send: (questionId: number, body: QuestionWrite) => Promise<ReportQuestion>;
  /** The question as it now stands (after a 409 'stale'). */
  loadCurrent: (questionId: number) => Promise<ReportQuestion | undefined>;
  classify: (error: unknown) => SaveFailure;
  delay?: number;
  retryEvery?: number;
  now?: () => Date;
}

export interface SaverSnapshot {
  entries: ReadonlyMap<number, QuestionEntry>;
  autosave: boolean;
  offline: boolean;
  lastSavedAt: Date | null;
  /** Questions whose changes wait for the connection. */
  waiting: number;
  /** Questions with changes not yet on the server (any state but clean). */
  unsaved: number;
}

export class ReportSaver {
  private entries = new Map<number, QuestionEntry>();
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<() => void>();
  private snapshot: SaverSnapshot;
  private autosave: boolean;
  private offline = false;
  private lastSavedAt: Date | null = null;
  private disposed = false;

  constructor(private readonly deps: SaverDeps) {
    this.autosave = deps.storage.getItem(AUTOSAVE_KEY) !== '0';
    this.snapshot = this.makeSnapshot();
  }

  /** Listens for the connection; what waited while stopped goes again. */
  start(): void {
    this.disposed = false;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    if ([...this.entries.values()].some((entry) => entry.state !== 'clean' && entry.state !== 'conflict')) void this.flush();
  }

  dispose(): void {
    this.disposed = true;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The report as read: new questions come in, a newer saved version replaces what nobody edits here. */
  receive(questions: ReportQuestion[]): void {
    const stored = readDrafts(this.deps.storage, this.deps.programId);
    let resend = false;
    for (const question of questions) {
      const entry = this.entries.get(question.id);
      if (!entry) {
        const values = valuesOf(question);
        const draft = stored.get(question.id);
        const created: QuestionEntry = { server: question, values: { ...values }, acked: values, base: question.version, state: 'clean' };
        if (draft) {
          created.values = { ...values, ...pick(draft.changes) };
          created.base = draft.base;
          if (this.dirtyFields(created).length) {
            // Left from an earlier visit (a reload, the connection lost): sent again on the version it was based on.
            created.state = 'queued';
            resend = true;
          } else this.deps.storage.removeItem(draftKey(this.deps.programId, question.id));
        }
        this.entries.set(question.id, created);
      } else if (question.version > entry.server.version) {
        entry.server = question;
        if (entry.state === 'clean') {
          entry.values = valuesOf(question);
          entry.acked = valuesOf(question);
          entry.base = question.version;
        }
      }
    }
    this.emit();
    if (resend) void this.flush();
  }

  setAutosave(on: boolean): void {
    this.autosave = on;
    this.deps.storage.setItem(AUTOSAVE_KEY, on ? '1' : '0');
    this.emit();
    if (on) for (const [id, entry] of this.entries) if (entry.state === 'dirty') this.schedule(id);
  }

  change(questionId: number, field: WrittenField, value: QuestionValues[WrittenField]): void {
    const entry = this.entries.get(questionId);
    if (!entry) return;
    entry.values = { ...entry.values, [field]: value };
    this.persist(questionId, entry);
    if (entry.state !== 'saving' && entry.state !== 'conflict') {
      entry.state = this.dirtyFields(entry).length ? (entry.state === 'queued' && this.offline ? 'queued' : 'dirty') : 'clean';
      if (entry.state === 'clean') entry.error = undefined;
    }
    this.emit(questionId);
    if (entry.state === 'dirty' && this.autosave) this.schedule(questionId);
  }

  /** Sends every question with changes now (the Save button, the connection back, the retry timer). */
  async flush(): Promise<void> {
    const ids = [...this.entries].filter(([, entry]) => entry.state === 'dirty' || entry.state === 'queued' || entry.state === 'refused').map(([id]) => id);
    await Promise.all(ids.map((id) => this.save(id)));
  }

  /** Keeps the auditor's text: sent again on the version that now stands. */
  keepMine(questionId: number): void {
    const entry = this.entries.get(questionId);
    if (!entry?.current) return;
    const current = entry.current;
    entry.server = current;
    entry.acked = valuesOf(current);
    entry.base = current.version;
    entry.current = undefined;
    entry.state = this.dirtyFields(entry).length ? 'dirty' : 'clean';
    this.persist(questionId, entry);
    this.emit(questionId);
    if (entry.state === 'dirty') void this.save(questionId);
  }

  /** Takes the saved text: the auditor's edit of this question goes. */
  useSaved(questionId: number): void {
    const entry = this.entries.get(questionId);
    if (!entry?.current) return;
    const current = entry.current;
    entry.server = current;
    entry.values = valuesOf(current);
    entry.acked = valuesOf(current);
    entry.base = current.version;
    entry.current = undefined;
    entry.state = 'clean';
    this.persist(questionId, entry);
    this.emit(questionId);
  }

  changesOf(questionId: number): Changes {
    const entry = this.entries.get(questionId);
    if (!entry) return {};
    return Object.fromEntries(this.dirtyFields(entry).map((field) => [field, entry.values[field]]));
  }

  private dirtyFields(entry: QuestionEntry): WrittenField[] {
    return WRITTEN_FIELDS.filter((field) => !same(entry.values[field], entry.acked[field]));
  }

  private persist(questionId: number, entry: QuestionEntry): void {
    const key = draftKey(this.deps.programId, questionId);
    const changes = Object.fromEntries(this.dirtyFields(entry).map((field) => [field, entry.values[field]]));
    try {
      if (Object.keys(changes).length) this.deps.storage.setItem(key, JSON.stringify({ base: entry.base, changes } satisfies StoredDraft));
      else this.deps.storage.removeItem(key);
    } catch {
      // A full storage: the edit still waits in memory and is sent as usual.
    }
  }

  private schedule(questionId: number): void {
    const previous = this.timers.get(questionId);
    if (previous) clearTimeout(previous);
    this.timers.set(
      questionId,
      setTimeout(() => {
        this.timers.delete(questionId);
        void this.save(questionId);
      }, this.deps.delay ?? 1200),
    );
  }

  private async save(questionId: number): Promise<void> {
    const entry = this.entries.get(questionId);
    if (!entry || this.disposed || entry.state === 'saving' || entry.state === 'conflict') return;
    const timer = this.timers.get(questionId);
    if (timer) clearTimeout(timer);
    this.timers.delete(questionId);
    const fields = this.dirtyFields(entry);
    if (!fields.length) {
      entry.state = 'clean';
      this.persist(questionId, entry);
      this.emit(questionId);
      return;
    }
    const sent: Changes = Object.fromEntries(fields.map((field) => [field, entry.values[field]]));
    entry.state = 'saving';
    this.emit(questionId);
    try {
      const saved = await this.deps.send(questionId, writeBody(entry.base, sent));
      if (this.disposed) {
        entry.state = 'dirty';
        return;
      }
      const before = entry.acked;
      const savedValues = valuesOf(saved);
      entry.server = saved;
      entry.base = saved.version;
      // A field not sent and not touched here shows what the server has now.
      for (const field of WRITTEN_FIELDS) if (!(field in sent) && same(entry.values[field], before[field])) entry.values = { ...entry.values, [field]: savedValues[field] };
      // What was sent is now the saved state (the server's spelling of it is not pushed into a field being typed in).
      entry.acked = { ...savedValues, ...sent };
      entry.error = undefined;
      this.offline = false;
      this.lastSavedAt = this.deps.now?.() ?? new Date();
      entry.state = this.dirtyFields(entry).length ? 'dirty' : 'clean';
      this.persist(questionId, entry);
      this.emit(questionId);
      if (entry.state === 'dirty') {
        if (this.autosave) this.schedule(questionId);
      }
      this.updateRetry();
    } catch (error) {
      if (this.disposed) {
        entry.state = 'dirty';
        return;
      }
      const failure = this.deps.classify(error);
      if (failure.kind === 'offline') {
        entry.state = 'queued';
        this.offline = true;
      } else if (failure.kind === 'stale') {
        const current = await this.deps.loadCurrent(questionId).catch(() => undefined);
        if (this.disposed) return;
        if (!current) {
          entry.state = 'queued';
          this.offline = true;
        } else if (WRITTEN_FIELDS.every((field) => !(field in sent) || same(sent[field], valuesOf(current)[field]))) {
          // The server already has exactly this (an answer that was lost on the way back): nothing to choose.
          entry.server = current;
          entry.base = current.version;
          entry.acked = { ...valuesOf(current) };
          entry.state = this.dirtyFields(entry).length ? 'dirty' : 'clean';
          if (entry.state === 'dirty' && this.autosave) this.schedule(questionId);
        } else {
          entry.current = current;
          entry.state = 'conflict';
        }
      } else {
        entry.state = 'refused';
        entry.error = { message: failure.message, fields: failure.fields };
      }
      this.persist(questionId, entry);
      this.emit(questionId);
      this.updateRetry();
    }
  }

  private updateRetry(): void {
    const waiting = [...this.entries.values()].some((entry) => entry.state === 'queued');
    if (waiting && !this.retryTimer) {
      this.retryTimer = setInterval(() => {
        if (navigator.onLine !== false) void this.retryQueued();
      }, this.deps.retryEvery ?? 15000);
    } else if (!waiting && this.retryTimer) {
      clearInterval(this.retryTimer);
      this.retryTimer = null;
      this.offline = false;
      this.emit();
    }
  }

  private async retryQueued(): Promise<void> {
    const ids = [...this.entries].filter(([, entry]) => entry.state === 'queued').map(([id]) => id);
    await Promise.all(ids.map((id) => this.save(id)));
  }

  private onOnline = () => {
    this.offline = false;
    this.emit();
    void this.retryQueued();
  };

  private onOffline = () => {
    this.offline = true;
    this.emit();
  };

  private makeSnapshot(only?: number): SaverSnapshot {
    // An entry not changed keeps its object, so a question that did not change does not render again.
    const entries = new Map<number, QuestionEntry>(this.snapshot?.entries ?? []);
    let waiting = 0;
    let unsaved = 0;
    for (const [id, entry] of this.entries) {
      if (only === undefined || only === id || !entries.has(id)) entries.set(id, { ...entry });
      if (entry.state === 'queued') waiting++;
      if (entry.state !== 'clean') unsaved++;
    }
    return { entries, autosave: this.autosave, offline: this.offline, lastSavedAt: this.lastSavedAt, waiting, unsaved };
  }

  private emit(only?: number): void {
    this.snapshot = this.makeSnapshot(only);
    for (const listener of this.listeners) listener();
  }
}

function pick(changes: Changes): Changes {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => (WRITTEN_FIELDS as readonly string[]).includes(field)));
}
