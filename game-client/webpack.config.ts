import { createRequire } from 'node:module';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';

const require = createRequire(import.meta.url);

/**
 * The game client is one page, not a federated app: a script and a stylesheet with hashed names
 * and the page that names them. The provider serves dist/ under /games/client/ (its CSP allows
 * scripts and styles from its own origin only, so nothing here is inline).
 */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const isProduction = (argv.mode ?? 'production') === 'production';
  return {
    mode: argv.mode ?? 'production',
    context: import.meta.dirname,
    entry: './src/main.ts',
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(import.meta.dirname, 'dist'),
      publicPath: '/games/client/',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
        // The stylesheet is a file of its own, linked from the page (see src/index.html).
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(process.env.BUILD_ID ? [new webpack.BannerPlugin({ banner: `build ${process.env.BUILD_ID}` })] : []),
    ],
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
  };
};
