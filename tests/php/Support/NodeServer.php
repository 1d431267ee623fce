<?php
/**
 * A local development server of scripts/ (the license server, the template
 * catalogue) run for the PHP tests.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * Starts `node scripts/<script> --port 0 --exit-with-stdin` and reads the URL
 * it prints. It stops when stop() is called or PHPUnit exits (its stdin is our
 * pipe: it also stops if PHPUnit dies).
 */
final class NodeServer {

	/**
	 * The server's URL.
	 *
	 * @var string
	 */
	public $url = '';

	/**
	 * The process.
	 *
	 * @var resource|null
	 */
	private $process;

	/**
	 * The process's stdin (kept open while it runs).
	 *
	 * @var resource|null
	 */
	private $stdin;

	/**
	 * Starts a server.
	 *
	 * @param string $script Script under scripts/, e.g. 'license-server.mjs'.
	 * @param string $name   What it is, for messages and its log file in the temp folder.
	 */
	public static function start( string $script, string $name ): self {
		$node    = getenv( 'EVENTIN_NODE' ) ? getenv( 'EVENTIN_NODE' ) : 'node';
		$log     = sys_get_temp_dir() . "/eventin-$name.log";
		$pipes   = array();
		$process = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a child process for the tests.
			array( $node, Site::root() . '/scripts/' . $script, '--port', '0', '--exit-with-stdin' ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( "Could not start the $name (node scripts/$script)." );
		}
		$line = fgets( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( false === $line || ! preg_match( '#^http://127\.0\.0\.1:\d+$#', trim( $line ) ) ) {
			proc_terminate( $process );
			throw new \RuntimeException( "The $name did not print its URL (see $log)." );
		}
		$server          = new self();
		$server->process = $process;
		$server->stdin   = $pipes[0];
		$server->url     = trim( $line );
		register_shutdown_function( array( $server, 'stop' ) );
		return $server;
	}

	/**
	 * Stops the server.
	 */
	public function stop(): void {
		if ( $this->stdin ) {
			fclose( $this->stdin ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
			$this->stdin = null;
		}
		if ( $this->process ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
			$this->process = null;
		}
		$this->url = '';
	}
}
