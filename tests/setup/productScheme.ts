/**
 * Every Vitest file runs with the product's permission scheme and app paths installed, as the
 * server (buildApp) and the browser (createEngineServices) install them at start.
 */
import { installPermissionScheme } from '../../engine/core';
import { PERMISSION_SCHEME } from '../../product/permissionModules';
import { installAppPaths } from '../../engine/routing/preservedRedirect';
import { APP_PATHS } from '../../product/appPaths';

installPermissionScheme(PERMISSION_SCHEME);
installAppPaths(APP_PATHS);
