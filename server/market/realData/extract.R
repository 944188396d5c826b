# Extracts the real daily closes of server/market/realData/closes/ from R packages that Debian ships
# (see README.md beside this file for the sources and licences). Re-run with:
#   apt-get install -y r-base-core r-cran-aer r-cran-fbasics r-cran-fportfolio r-cran-timeseries r-cran-fextremes r-cran-forecast
#   Rscript server/market/realData/extract.R server/market/realData
# Output: closes/<id>.csv with `date,close` (ISO dates, closes rounded to 6 significant digits) and
# series.csv, the manifest (id, name, asset class, market, source, licence, how it was derived, span,
# and role: every second series is held out of any fitting).
suppressMessages({ library(zoo); library(timeSeries) })
args <- commandArgs(trailingOnly = TRUE)
out <- if (length(args) > 0) args[1] else "."
dir.create(file.path(out, "closes"), showWarnings = FALSE, recursive = TRUE)
manifest <- list()

write_series <- function(id, name, assetClass, market, source, licence, derivation, dates, closes) {
  keep <- !is.na(closes) & closes > 0 & !is.na(dates)
  dates <- as.Date(dates[keep]); closes <- closes[keep]
  o <- order(dates); dates <- dates[o]; closes <- closes[o]
  dup <- duplicated(dates, fromLast = TRUE); dates <- dates[!dup]; closes <- closes[!dup]
  write.csv(data.frame(date = format(dates, "%Y-%m-%d"), close = signif(closes, 6)),
            file.path(out, "closes", paste0(id, ".csv")), row.names = FALSE, quote = FALSE)
  manifest[[length(manifest) + 1]] <<- data.frame(id = id, name = name, assetClass = assetClass, market = market,
    source = source, licence = licence, derivation = derivation, first = format(min(dates)), last = format(max(dates)), closes = length(closes))
}
AER_LICENCE <- "GPL-2 | GPL-3"
RMETRICS <- "GPL (>= 2)"

# R itself (package datasets): DAX, SMI, CAC 40, FTSE 100 closes on business days, 1991-1998. The data
# set has no calendar dates (a ts of frequency 260 from 1991(130)); dates are laid on Mon-Fri from 1991-07-01.
data(EuStockMarkets, package = "datasets")
eu_dates <- local({ d <- seq(as.Date("1991-07-01"), by = "day", length.out = 3000); d <- d[!format(d, "%u") %in% c("6", "7")]; d[seq_len(nrow(EuStockMarkets))] })
eu_market <- c(DAX = "Germany", SMI = "Switzerland", CAC = "France", FTSE = "UK")
for (col in colnames(EuStockMarkets)) {
  write_series(tolower(col), paste(col, "index"), "index", eu_market[[col]], "R datasets::EuStockMarkets", "GPL-2 | GPL-3 (part of R 4.2.2)",
               "business-day dates from 1991-07-01 (the data set has none)", eu_dates, as.numeric(EuStockMarkets[, col]))
}

# AER (Kleiber & Zeileis, Applied Econometrics with R)
data(DJIA8012, package = "AER")
write_series("djia", "Dow Jones Industrial Average", "index", "US", "CRAN AER::DJIA8012", AER_LICENCE, "as shipped", index(DJIA8012), as.numeric(DJIA8012))
data(MSCISwitzerland, package = "AER")
write_series("msci-ch", "MSCI Switzerland index", "index", "Switzerland", "CRAN AER::MSCISwitzerland", AER_LICENCE, "as shipped", index(MSCISwitzerland), as.numeric(MSCISwitzerland))
data(GoldSilver, package = "AER")
write_series("gold", "Gold price index (1977-12-30 = 100)", "commodity", "World", "CRAN AER::GoldSilver", AER_LICENCE, "as shipped (weekday prices; holidays carried forward in the source)", index(GoldSilver), as.numeric(GoldSilver[, "gold"]))
write_series("silver", "Silver price (index)", "commodity", "World", "CRAN AER::GoldSilver", AER_LICENCE, "as shipped (weekday prices; holidays carried forward in the source)", index(GoldSilver), as.numeric(GoldSilver[, "silver"]))

# fBasics (Rmetrics)
data(DowJones30, package = "fBasics")
dj_dates <- as.Date(as.character(DowJones30[, 1]))
for (col in colnames(DowJones30)[-1]) {
  write_series(paste0("dj30-", tolower(col)), paste(col, "(Dow Jones 30 member) share price"), "stock", "US", "CRAN fBasics::DowJones30", RMETRICS, "as shipped", dj_dates, as.numeric(DowJones30[, col]))
}
data(nyse, package = "fBasics")
write_series("nyse", "NYSE Composite index", "index", "US", "CRAN fBasics::nyse", RMETRICS, "as shipped", as.Date(as.character(nyse[, 1])), as.numeric(nyse[, 2]))
data(SWXLP, package = "fBasics")
swx_dates <- as.Date(as.character(SWXLP[, 1]))
write_series("swx-sbi", "Swiss Bond Index (SBI)", "bond", "Switzerland", "CRAN fBasics::SWXLP", RMETRICS, "as shipped", swx_dates, as.numeric(SWXLP[, "SBI"]))
write_series("swx-spi", "Swiss Performance Index (SPI)", "index", "Switzerland", "CRAN fBasics::SWXLP", RMETRICS, "as shipped", swx_dates, as.numeric(SWXLP[, "SPI"]))
write_series("swx-sii", "Swiss Immofonds Index (real estate funds; SII)", "fund", "Switzerland", "CRAN fBasics::SWXLP", RMETRICS, "as shipped", swx_dates, as.numeric(SWXLP[, "SII"]))
for (col in c("LP25", "LP40", "LP60")) {
  write_series(paste0("pictet-", tolower(col)), paste("Pictet LPP", col, "pension fund benchmark"), "fund", "Switzerland", "CRAN fBasics::SWXLP", RMETRICS, "as shipped", swx_dates, as.numeric(SWXLP[, col]))
}

# fPortfolio (Rmetrics): SPI sector indices 1999-2008 and Gulf market indices 2005-2008
data(SPISECTOR, package = "fPortfolio")
for (col in setdiff(colnames(SPISECTOR), "SPI")) {
  write_series(paste0("spi-", tolower(col)), paste("SPI sector index", col), "index", "Switzerland", "CRAN fPortfolio::SPISECTOR", RMETRICS, "as shipped", as.Date(time(SPISECTOR)), as.numeric(SPISECTOR[, col]))
}
data(GCCINDEX, package = "fPortfolio")
for (col in c("BAHSC", "KUWDSC", "OMASC", "KSADSC", "UAESC", "QATSC")) {
  write_series(paste0("gcc-", tolower(col)), paste("Gulf market index", col), "index", "Gulf", "CRAN fPortfolio::GCCINDEX", RMETRICS, "as shipped", as.Date(time(GCCINDEX)), as.numeric(GCCINDEX[, col]))
}

# timeSeries (Rmetrics): USD/CHF half-hourly quotes 1996-2001 -> the last quote of each weekday (Zurich time)
data(USDCHF, package = "timeSeries")
fx_time <- as.POSIXct(format(time(USDCHF)), tz = "UTC")
fx_day <- as.Date(format(fx_time, "%Y-%m-%d"))
fx_close <- tapply(as.numeric(USDCHF), fx_day, function(v) tail(v, 1))
fx_dates <- as.Date(names(fx_close))
weekday <- !format(fx_dates, "%u") %in% c("6", "7")
write_series("usdchf", "USD/CHF exchange rate", "fx", "FX", "CRAN timeSeries::USDCHF", RMETRICS, "last half-hourly quote of each weekday", fx_dates[weekday], as.numeric(fx_close)[weekday])

# fExtremes (Rmetrics): BMW daily log returns 1973-1996 -> a price index (first close 100)
data(bmwRet, package = "fExtremes")
write_series("bmw", "BMW share price index rebuilt from log returns (1973-01-02 = 100 x first return)", "stock", "Germany", "CRAN fExtremes::bmwRet", RMETRICS,
             "100 * exp(cumulative log returns)", as.Date(as.character(bmwRet[, 1])), 100 * exp(cumsum(as.numeric(bmwRet[, 2]))))

# Every second series (in this order) is held out of any fitting of the range method: it is reported apart.
all <- do.call(rbind, manifest)
all$role <- ifelse(seq_len(nrow(all)) %% 2 == 0, "holdout", "fit")
stopifnot(!any(grepl(",", unlist(all))))
write.csv(all, file.path(out, "series.csv"), row.names = FALSE, quote = FALSE)
cat("wrote", length(manifest), "series\n")
