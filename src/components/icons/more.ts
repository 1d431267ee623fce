/**
 * Internal dependencies
 */
import { icon } from './icon';

export const MoreOutlined = icon(
	'M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z',
	'more'
);
