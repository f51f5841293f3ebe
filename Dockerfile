# Production image: API (default command) and worker (docker-compose overrides the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Exactly the versions in package-lock.json; fails if it does not match package.json.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/app/data
# glibc returns large freed blocks to the system at once (its default raises this threshold as it goes and kept
# some 80 MB of freed password-hashing and start-up memory in its arenas, issue 19 §5).
ENV MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Postal-code centroids loaded on the first start of a fresh database (GeoNames, CC BY 4.0).
COPY --from=build /app/libs/geo/data ./libs/geo/data
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
