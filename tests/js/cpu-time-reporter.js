/**
 * A jest reporter that prints the CPU time each test file took, slowest
 * first. On a shared machine wall time mostly measures the neighbours; CPU
 * time measures the tests. It reads this process's CPU clock, so it needs
 * the tests in this process: run it with --runInBand.
 *
 *   npx wp-scripts test-unit-js [paths] --runInBand \
 *     --reporters=default --reporters=./tests/js/cpu-time-reporter.js
 *
 * (Paths go first: --reporters takes every argument after it.)
 *
 * With CPU_TIME_REPORT=<file>, it also writes the figures there as JSON.
 */

/**
 * External dependencies
 */
const { writeFileSync } = require( 'fs' );
const { relative } = require( 'path' );

const seconds = ( usage ) => ( usage.user + usage.system ) / 1e6;

class CpuTimeReporter {
	constructor( globalConfig ) {
		this.inBand = globalConfig.maxWorkers === 1;
		this.rootDir = globalConfig.rootDir;
		this.started = new Map();
		this.files = [];
		this.runStarted = process.cpuUsage();
		this.wallStarted = Date.now();
	}

	onTestFileStart( test ) {
		this.started.set( test.path, {
			cpu: process.cpuUsage(),
			wall: Date.now(),
		} );
	}

	onTestFileResult( test, result ) {
		const start = this.started.get( test.path );
		if ( ! start ) {
			return;
		}
		this.files.push( {
			file: relative( this.rootDir, test.path ),
			cpu: seconds( process.cpuUsage( start.cpu ) ),
			wall: ( Date.now() - start.wall ) / 1000,
			tests: result.testResults.length,
			failed: result.numFailingTests,
		} );
	}

	onRunComplete() {
		if ( ! this.inBand ) {
			process.stderr.write(
				'\nCPU time per test file: run with --runInBand to measure it.\n'
			);
			return;
		}
		const files = [ ...this.files ].sort( ( a, b ) => b.cpu - a.cpu );
		const total = {
			cpu: seconds( process.cpuUsage( this.runStarted ) ),
			wall: ( Date.now() - this.wallStarted ) / 1000,
			tests: files.reduce( ( sum, file ) => sum + file.tests, 0 ),
		};
		const lines = files.map(
			( file ) =>
				`${ file.cpu.toFixed( 1 ).padStart( 7 ) } s CPU ${ file.wall
					.toFixed( 1 )
					.padStart( 7 ) } s wall  ${ file.tests } tests  ${
					file.file
				}`
		);
		process.stderr.write(
			[
				'',
				'CPU time per test file (this process):',
				...lines,
				`${ total.cpu.toFixed( 1 ).padStart( 7 ) } s CPU ${ total.wall
					.toFixed( 1 )
					.padStart( 7 ) } s wall  ${ total.tests } tests  in all`,
				'',
			].join( '\n' )
		);
		if ( process.env.CPU_TIME_REPORT ) {
			writeFileSync(
				process.env.CPU_TIME_REPORT,
				JSON.stringify( { total, files }, null, '\t' )
			);
		}
	}
}

module.exports = CpuTimeReporter;
