/**
 * The icons the dashboard draws, instead of symbol characters (WordPress
 * swaps characters such as ⚠ for emoji images from a remote host).
 *
 * They come from @ant-design/icons, which antd depends on and draws its own
 * icons with: it is installed with antd and already in our bundle, so each
 * icon costs only its path. This module is the one place that imports it.
 */
/* eslint-disable import/no-extraneous-dependencies -- installed with antd (see above). */
export { default as ArrowDownOutlined } from '@ant-design/icons/ArrowDownOutlined';
export { default as ArrowUpOutlined } from '@ant-design/icons/ArrowUpOutlined';
export { default as CloseOutlined } from '@ant-design/icons/CloseOutlined';
export { default as MoreOutlined } from '@ant-design/icons/MoreOutlined';
export { default as WarningOutlined } from '@ant-design/icons/WarningOutlined';
