<?php
/**
 * Server rendering of the attendee-info block ($attributes, $content and $block
 * are given by WordPress). TemplateBlocks builds and escapes the markup.
 *
 * @package EventinPro
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by TemplateBlocks.
echo \EventinPro\Templates\TemplateBlocks::attendee_info( (array) $attributes, (string) $content, $block );
