import { siteApiClient } from '../render/site-content';

/** The member service's figures the home page shows; a figure that could not be read is absent. */
export interface MemberFigures {
  /** Member accounts. */
  members?: number;
  /** Members whose membership is active. */
  activeMembers?: number;
  /** The districts of Zambia the association counts. */
  districts?: number;
}

/**
 * Reads the three counts through the server's in-process API, each on its own: one that fails is
 * logged here, on the server, and left out of the answer, so the page goes out without that figure
 * and nobody reading it is told.
 */
export async function readMemberFigures(apiFetch: typeof fetch): Promise<MemberFigures> {
  const { stats } = siteApiClient(apiFetch);
  const read = (name: keyof typeof stats) =>
    stats[name]().catch((error: unknown) => {
      console.error(`COAZ statistics: could not read ${name}`, error);
      return undefined;
    });
  const [members, activeMembers, districts] = await Promise.all([
    read('usersCount'),
    read('activeUsersCount'),
    read('districtsCount'),
  ]);
  return {
    ...(members === undefined ? {} : { members }),
    ...(activeMembers === undefined ? {} : { activeMembers }),
    ...(districts === undefined ? {} : { districts }),
  };
}

/** Whether every figure of `figures` was read. */
export function allFiguresRead(figures: MemberFigures): boolean {
  return (
    figures.members !== undefined &&
    figures.activeMembers !== undefined &&
    figures.districts !== undefined
  );
}
