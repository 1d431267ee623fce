<?php
/**
 * PHP 8 syntax that PHPStan's phpVersion setting lets through: the nullsafe
 * operator and the static, mixed and never types. On PHP 7.4, the plugin's
 * minimum, the operator and a static return type are parse errors (the whole
 * site stops), and mixed or never a class that no value is. (PHPStan itself reports match, named arguments, union types, promoted
 * properties, throw expressions and the rest; PHPCompatibility 9 knows PHP up
 * to 7.4 only.)
 *
 * @package EventinPro
 */

namespace EventinPro\PHPStan;

use PhpParser\Node;
use PhpParser\Node\Expr\NullsafeMethodCall;
use PhpParser\Node\Expr\NullsafePropertyFetch;
use PhpParser\Node\FunctionLike;
use PhpParser\Node\Identifier;
use PhpParser\Node\Name;
use PhpParser\Node\NullableType;
use PHPStan\Analyser\Scope;
use PHPStan\Rules\Rule;
use PHPStan\Rules\RuleErrorBuilder;

/**
 * Reports PHP 8 syntax in code that must run on PHP 7.4.
 *
 * @implements Rule<Node>
 */
final class Php74SyntaxRule implements Rule {

	/**
	 * Types PHP 7.4 does not know, as native parameter or return types.
	 */
	private const PHP8_TYPES = array( 'static', 'mixed', 'never' );

	/**
	 * Every node: the checks are cheap and look at two kinds only.
	 */
	public function getNodeType(): string {
		return Node::class;
	}

	/**
	 * The errors of one node.
	 *
	 * @param Node  $node  Node.
	 * @param Scope $scope Scope.
	 * @return list<\PHPStan\Rules\IdentifierRuleError>
	 */
	public function processNode( Node $node, Scope $scope ): array {
		if ( $node instanceof NullsafeMethodCall || $node instanceof NullsafePropertyFetch ) {
			return array(
				RuleErrorBuilder::message( 'The nullsafe operator ?-> needs PHP 8.0: on PHP 7.4 this file does not parse.' )
					->identifier( 'eventin.php74Syntax' )
					->build(),
			);
		}
		if ( ! $node instanceof FunctionLike ) {
			return array();
		}
		$types = array( $node->getReturnType() );
		foreach ( $node->getParams() as $param ) {
			$types[] = $param->type;
		}
		$errors = array();
		foreach ( $types as $type ) {
			if ( $type instanceof NullableType ) {
				$type = $type->type;
			}
			// Parsed for PHP 7.4, `mixed` is the name of a class (resolved in the
			// namespace: its name as written is kept aside) and `static` too.
			if ( $type instanceof Name ) {
				$type = $type->getAttribute( 'originalName', $type );
			}
			$name = $type instanceof Identifier || ( $type instanceof Name && $type->isUnqualified() ) ? $type->toLowerString() : '';
			if ( in_array( $name, self::PHP8_TYPES, true ) ) {
				$errors[] = RuleErrorBuilder::message( sprintf( 'The native type %s needs PHP 8: PHP 7.4 does not parse it, or takes it for a class (say it in a @return or @param tag instead).', $name ) )
					->identifier( 'eventin.php74Syntax' )
					->line( $node->getStartLine() )
					->build();
			}
		}
		return $errors;
	}
}
