import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';

/** A round's page inside the back office ("/lottery/rounds/HANOI20261123"). */
export const roundHref = (roundCode: string) => generatePath(paths.lotteryRound, { roundCode });
