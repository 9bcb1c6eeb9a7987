import { arrayContains } from 'drizzle-orm';
import { offerRevisions, tenderRequests } from '../../db/schema';
import type { FileReference } from '../files/references';
import { requestRefersTo } from './answers';

/**
 * A request refers to the client's invitation files and the contractor's answer files; every
 * version of an offer keeps the files it was sent with.
 */
export const requestFileReferences: FileReference[] = [
  { table: tenderRequests, refersTo: (path) => requestRefersTo(path.array) },
  {
    table: offerRevisions,
    refersTo: (path) => arrayContains(offerRevisions.documents, path.array),
  },
];
