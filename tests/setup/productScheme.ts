/**
 * Every Vitest file runs with the product's permission scheme installed, as the server (buildApp)
 * and the browser (createEngineServices) install it at start.
 */
import { installPermissionScheme } from '../../engine/core';
import { PERMISSION_SCHEME } from '../../product/permissionModules';

installPermissionScheme(PERMISSION_SCHEME);
