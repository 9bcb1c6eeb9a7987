import { tenderRequests } from '../../db/schema';
import type { FileReference } from '../files/references';
import { requestRefersTo } from '../tenders/dto';

/** A request refers to the client's invitation files and the contractor's answer files. */
export const requestFileReferences: FileReference[] = [
  { table: tenderRequests, refersTo: (path) => requestRefersTo(path.array) },
];
