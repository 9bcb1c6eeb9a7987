import {
  MSG_CABINET,
  NEW_PROJECT_STATUS,
  type Project,
  type ProjectListQuery,
  type ProjectStatus,
  type createProjectBody,
  type updateProjectBody,
} from '@podryad/domain';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { containing, paged, textSearch } from '../../db/search';
import { projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { FileService } from '../files/service';

type ProjectRow = typeof projects.$inferSelect;

const projectDto = (p: ProjectRow): Project => ({
  id: p.id,
  name: p.name,
  address: p.address,
  description: p.description,
  latitude: p.latitude,
  longitude: p.longitude,
  phone: p.phone,
  email: p.email,
  vk: p.vk,
  telegram: p.telegram,
  whatsapp_status: p.whatsappStatus,
  cover_path: p.coverPath,
  image: p.coverPath,
  status: p.status as ProjectStatus,
  created_at: p.createdAt.toISOString(),
});

type Fields = Omit<z.output<typeof updateProjectBody>, 'image'>;

const columns = (f: Fields) => ({
  name: f.name,
  address: f.address,
  description: f.description,
  latitude: f.latitude,
  longitude: f.longitude,
  phone: f.phone,
  email: f.email,
  vk: f.vk,
  telegram: f.telegram,
  whatsappStatus: f.whatsapp_status,
  coverPath: f.cover_path,
});

/** A client's projects. Every query is scoped to the owner. */
export class ProjectService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {}

  /** One page of the client's projects, newest first, searched and filtered by `query`. */
  async list(ownerId: number, query: ProjectListQuery) {
    const where = and(
      eq(projects.ownerId, ownerId),
      query.q
        ? textSearch([projects.name], sql`to_tsvector('russian', ${projects.name})`, query.q)
        : undefined,
      query.region ? ilike(projects.address, containing(query.region)) : undefined,
      query.statuses.length > 0 ? inArray(projects.status, query.statuses) : undefined,
    );
    const { rows, meta } = await paged(this.db, query, projects, where, (limit, offset) =>
      this.db
        .select()
        .from(projects)
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit)
        .offset(offset),
    );
    return { projects: rows.map(projectDto), meta };
  }

  private async row(ownerId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
      .limit(1);
    // Another client's project answers as if it did not exist.
    if (!row) throw notFound(MSG_CABINET.projectNotFound);
    return row;
  }

  async get(ownerId: number, id: number): Promise<Project> {
    return projectDto(await this.row(ownerId, id));
  }

  async create(ownerId: number, body: z.output<typeof createProjectBody>): Promise<Project> {
    await this.files.assertOwn([body.cover_path], ownerId, ['project_cover']);
    const [row] = await this.db
      .insert(projects)
      .values({ ownerId, ...columns(body), status: body.status ?? NEW_PROJECT_STATUS })
      .returning();
    return projectDto(row!);
  }

  /** The full edit; an empty cover_path or image removes the cover. */
  async update(
    ownerId: number,
    id: number,
    body: z.output<typeof updateProjectBody>,
  ): Promise<Project> {
    const current = await this.row(ownerId, id);
    const cover = body.image === null ? null : body.cover_path;
    if (cover && cover !== current.coverPath) {
      await this.files.assertOwn([cover], ownerId, ['project_cover']);
    }
    const [row] = await this.db
      .update(projects)
      .set({ ...columns({ ...body, cover_path: cover }), updatedAt: new Date() })
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
      .returning();
    return projectDto(row!);
  }

  async setStatus(ownerId: number, id: number, status: ProjectStatus): Promise<Project> {
    await this.row(ownerId, id);
    const [row] = await this.db
      .update(projects)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
      .returning();
    return projectDto(row!);
  }
}
