import { DATA_EXPORT_FILES, DATA_EXPORT_TTL_HOURS, type UserType } from '@podryad/domain';
import { Readable } from 'node:stream';
import type { RunStatement } from '../../db/statements';
import type { Storage } from '../../delivery/storage';
import { writeArchive } from './archive';
import { type ExportSection, type SectionContext, SECTIONS, sectionsFor } from './sections';
import { UPLOAD_COUNT, UPLOADS } from './sql';

/*
 * One archive's content: README.txt, the JSON parts, files.json and the uploaded files under
 * files/. Every part is written as its rows come (a page at a time), every file streamed from the
 * store, so the memory a build takes does not grow with the account.
 */

/** Uploads per step of the progress (and per page read). */
export const FILES_PER_STEP = 25;

/** The progress of a build: `done` of `total` steps (a part each, and each FILES_PER_STEP files). */
export type Step = (done: number, total: number) => Promise<void>;

const indent = (text: string) => text.replaceAll('\n', '\n  ');

/** A part as JSON text, a row at a time: an array of rows, or its one row. */
async function* jsonText(section: ExportSection, ctx: SectionContext): AsyncGenerator<Buffer> {
  if (section.shape === 'object') {
    for await (const row of section.rows(ctx))
      yield Buffer.from(`${JSON.stringify(row, null, 2)}\n`);
    return;
  }
  let first = true;
  yield Buffer.from('[');
  for await (const row of section.rows(ctx)) {
    yield Buffer.from(`${first ? '\n  ' : ',\n  '}${indent(JSON.stringify(row, null, 2))}`);
    first = false;
  }
  yield Buffer.from(first ? ']\n' : '\n]\n');
}

type Upload = {
  path: string;
  kind: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: string;
};

/** The owner's uploads, a page at a time. */
async function* uploads(ctx: SectionContext): AsyncGenerator<Upload> {
  let after = '';
  for (;;) {
    const rows = (await ctx.run(UPLOADS, [ctx.userId, after, FILES_PER_STEP])) as Upload[];
    yield* rows;
    if (rows.length < FILES_PER_STEP) return;
    after = rows.at(-1)!.path;
  }
}

/** Characters some disks refuse in a file's name (control characters are refused too). */
const UNSAFE_IN_NAMES = '/\\:*?"<>|';

/**
 * Where an upload goes in the archive: `files/` and its stored name's first 12 characters (unique
 * enough to keep two files of one name apart) before its original name, made safe for any disk.
 */
export function archivePath(upload: Pick<Upload, 'path' | 'original_name'>) {
  const start = upload.path.lastIndexOf('/') + 1;
  const stored = upload.path.slice(start, start + 12);
  const name =
    [...upload.original_name]
      .map((c) => (c < ' ' || UNSAFE_IN_NAMES.includes(c) ? '_' : c))
      .join('')
      .slice(-120) || 'file';
  return `files/${stored}-${name}`;
}

/** files.json: the list of the uploads, and where each is in the archive. */
const FILES_SECTION: ExportSection = {
  name: 'files.json',
  shape: 'list',
  async *rows(ctx) {
    for await (const u of uploads(ctx)) {
      yield { ...u, archive_path: archivePath(u), path: undefined, stored_path: u.path };
    }
  },
};

/** README.txt: what the archive is and what each of its files holds, in Russian. */
export function readme(parts: readonly ExportSection[], createdAt: Date) {
  const names = [...parts.map((p) => p.name), 'files.json', 'files/'];
  const lines = names.map((name) => `${name}\n  ${DATA_EXPORT_FILES[name] ?? ''}`.trimEnd());
  return [
    'Подряд — ваши данные',
    `Архив подготовлен ${createdAt.toISOString()} (UTC) и хранится на сайте ${DATA_EXPORT_TTL_HOURS} часа.`,
    '',
    'Здесь всё, что хранится в вашем аккаунте, и ничего из чужих аккаунтов: другие участники',
    'названы только по имени, как вы видите их на сайте, без их контактов.',
    'Файлы .json — текст в кодировке UTF-8; ключи названы по-английски, как их отдаёт API сайта,',
    'даты и время — в формате ISO 8601 (UTC). Суммы — в копейках.',
    '',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Builds the archive of `owner` into the store, reporting each step. Answers the stored path and
 * the size; a failed build keeps nothing.
 */
export async function buildArchive(
  deps: { run: RunStatement; storage: Storage },
  owner: { id: number; type: UserType | null },
  step: Step,
  at: Date,
  sections: readonly ExportSection[] = SECTIONS,
) {
  const ctx: SectionContext = { run: deps.run, userId: owner.id, type: owner.type };
  const parts = sectionsFor(owner.type, [...sections]);
  const [counted] = await deps.run(UPLOAD_COUNT, [owner.id]);
  const files = Number(counted?.count ?? 0);
  const total = parts.length + 1 + Math.ceil(files / FILES_PER_STEP);
  let done = 0;
  await step(done, total);
  return writeArchive(deps.storage, async (add) => {
    await add(readme(parts, at), 'README.txt');
    for (const part of [...parts, FILES_SECTION]) {
      await add(Readable.from(jsonText(part, ctx), { objectMode: false }), part.name);
      await step((done += 1), total);
    }
    let copied = 0;
    for await (const upload of uploads(ctx)) {
      const file = await deps.storage.open(upload.path);
      // Already compressed (pictures, PDF, office files): stored as they are.
      if (file) await add(file.stream, archivePath(upload), { store: true });
      copied += 1;
      if (copied % FILES_PER_STEP === 0) await step((done += 1), total);
    }
    await step(total, total);
  });
}
